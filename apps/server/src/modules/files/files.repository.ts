/** People's attachments (user_file) and the skills-file sections that point to them. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewUserFile {
  personId: number;
  fileName: string;
  contentType: string;
  content: Buffer;
  sha256: string;
  uploadedBy: number;
  /** The training wish it is attached to (File/save), or none. */
  trainingWishId?: number | null;
}

export interface UserFileRow {
  id: number;
  personId: number;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
  uploadedBy: number | null;
  trainingWishId: number | null;
}

/** A skills file that points to an attachment from one of its sections. */
export interface FileReference {
  dcId: number;
  status: number;
}

/**
 * Contents cross the driver as base64 text (`decode` / `encode` in SQL): PGlite converts bytea
 * parameters and results byte by byte in JavaScript (about 7 s in and 3 s out for 10 MB), base64 text
 * takes about 0.6 s and 0.2 s; on PostgreSQL both are fast. PostgreSQL's base64 has line breaks,
 * which Node's decoder skips.
 */
const contentIn = (content: Buffer) => sql<Buffer>`decode(${content.toString('base64')}, 'base64')`;
const contentOut = sql<string>`encode(content, 'base64')`.as('content');
const withBuffer = <T extends { content: string }>(row: T | undefined) =>
  row ? { ...row, content: Buffer.from(row.content, 'base64') } : undefined;

const metadata = [
  'id',
  'person_id as personId',
  'file_name as fileName',
  'content_type as contentType',
  'size',
  'created_at as createdAt',
  'uploaded_by as uploadedBy',
  'training_wish_id as trainingWishId',
] as const;

export function createFilesRepository(db: Kysely<Database>) {
  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
    insert(file: NewUserFile, q: Db = db): Promise<UserFileRow> {
      return q
        .insertInto('user_file')
        .values({
          person_id: file.personId,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.content.length,
          sha256: file.sha256,
          content: contentIn(file.content),
          uploaded_by: file.uploadedBy,
          training_wish_id: file.trainingWishId ?? null,
        })
        .returning(metadata)
        .executeTakeFirstOrThrow();
    },
    findMetadata(id: number, q: Db = db): Promise<UserFileRow | undefined> {
      return q.selectFrom('user_file').select(metadata).where('id', '=', id).executeTakeFirst();
    },
    async findWithContent(id: number) {
      return withBuffer(
        await db
          .selectFrom('user_file')
          .select([...metadata, contentOut])
          .where('id', '=', id)
          .executeTakeFirst(),
      );
    },
    /** The most recent of a person's files with that name. */
    async findByName(personId: number, fileName: string) {
      const row = await db
        .selectFrom('user_file')
        .select([...metadata, contentOut])
        .where('person_id', '=', personId)
        .where('training_wish_id', 'is', null)
        .where('cv_import_id', 'is', null)
        .where('file_name', '=', fileName)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return withBuffer(row);
    },
    listByPerson(personId: number): Promise<UserFileRow[]> {
      return db
        .selectFrom('user_file')
        .select(metadata)
        .where('person_id', '=', personId)
        .where('training_wish_id', 'is', null)
        .where('cv_import_id', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    /** Locks the file row for a deletion (a concurrent deletion waits, then finds nothing). */
    lockFile(id: number, trx: Transaction<Database>) {
      return trx.selectFrom('user_file').select(metadata).where('id', '=', id).forUpdate().executeTakeFirst();
    },
    /**
     * The skills files whose education or certification sections point to the file, locked until the
     * end of the transaction so that none changes status while the deletion decides.
     */
    lockReferencingFiles(fileId: number, trx: Transaction<Database>): Promise<FileReference[]> {
      return trx
        .selectFrom('dc')
        .select(['dc.id as dcId', 'dc.status'])
        .where((eb) =>
          eb.or([
            eb('dc.id', 'in', eb.selectFrom('dc_education').select('dc_id').where('id_file', '=', fileId)),
            eb('dc.id', 'in', eb.selectFrom('dc_certification').select('dc_id').where('id_file', '=', fileId)),
          ]),
        )
        .orderBy('dc.id')
        .forUpdate()
        .execute();
    },
    /** Unlinks the file from the sections of the given skills files. */
    async unlinkFromFiles(fileId: number, dcIds: readonly number[], trx: Transaction<Database>) {
      if (!dcIds.length) return;
      await trx
        .updateTable('dc_education')
        .set({ id_file: null })
        .where('id_file', '=', fileId)
        .where('dc_id', 'in', dcIds)
        .execute();
      await trx
        .updateTable('dc_certification')
        .set({ id_file: null })
        .where('id_file', '=', fileId)
        .where('dc_id', 'in', dcIds)
        .execute();
    },
    /** Replaces a file's content (File/save action replace), its metadata with it. */
    replaceContent(id: number, file: Omit<NewUserFile, 'personId'>, trx: Transaction<Database>) {
      return trx
        .updateTable('user_file')
        .set({
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.content.length,
          sha256: file.sha256,
          content: contentIn(file.content),
          uploaded_by: file.uploadedBy,
        })
        .where('id', '=', id)
        .returning(metadata)
        .executeTakeFirstOrThrow();
    },
    async delete(id: number, trx: Transaction<Database>) {
      await trx.deleteFrom('user_file').where('id', '=', id).execute();
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
