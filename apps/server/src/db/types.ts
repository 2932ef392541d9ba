/**
 * The database handle's types, for code outside repositories that passes a connection or a transaction along
 * (composition roots, services that open a transaction through the document kernel): only repositories and
 * src/db import Kysely itself.
 */
import type { Updateable, Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** The application's database. */
export type Db = Kysely<Database>;
/** An open transaction. */
export type Trx = Transaction<Database>;
/** Either: repository functions take an optional transaction and default to the database. */
export type Queryable = Db | Trx;

/** What a table's rows may be updated with (a document type's columns: lib/documents). */
export type TableUpdate<T extends keyof Database> = Updateable<Database[T]>;

/**
 * How a list's page is counted (db/list-query `pageThenCount`): `capped` (a list's page: LIST_COUNT_CAP past the
 * page's start at most), `exact` (an export's first batch announces its number of rows), `none` (an export's next
 * batches: the total is known).
 */
export type CountMode = 'capped' | 'exact' | 'none';
