/**
 * The register's facts from the database itself: the application's tables and columns (information_schema) and
 * each table's row count.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createRegisterRepository(db: Kysely<Database>) {
  return {
    /** The base tables of the application's schema, each with its columns. */
    async tables(): Promise<Map<string, Set<string>>> {
      const { rows } = await sql<{ table: string; column: string }>`
        select c.table_name as table, c.column_name as column
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`.execute(db);
      const tables = new Map<string, Set<string>>();
      for (const { table, column } of rows) tables.set(table, (tables.get(table) ?? new Set()).add(column));
      return tables;
    },

    /** The row count of each named table (names the register declares and information_schema confirmed). */
    async rowCounts(tables: string[]): Promise<Map<string, number>> {
      if (tables.length === 0) return new Map();
      const { rows } = await sql<{ table: string; n: number }>`${sql.join(
        tables.map((t) => sql`select ${t}::text as table, count(*)::int as n from ${sql.table(t)}`),
        sql` union all `,
      )}`.execute(db);
      return new Map(rows.map((r) => [r.table, r.n]));
    },
  };
}
export type RegisterRepository = ReturnType<typeof createRegisterRepository>;
