/**
 * Attachments (diplomas, certifications): a person's files, stored in the database.
 * Adding and deleting: anyone who may open the owner's files and whose role may update a skills file
 * (the owner unless DPO; their managers; "all" access). Reading: anyone who may open the owner's files.
 * A training wish's files (File/save, `training_wish_id`): the wish's rules say who attaches, deletes and reads them
 * (TrainingAttachmentsAccess, from the trainings module); the content checks are the same.
 * See docs/decisions/006-attachments-and-document-exports.md.
 */
import { createHash } from 'node:crypto';
import { DC_STATUSES, LIMITS } from '@my-skills/shared/constants';
import { can } from '@my-skills/shared/roles';
import type { Base64File, UserFile } from '@my-skills/shared/schemas/files';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { FileAccess } from '../people/file-access';
import type { TrainingAttachmentsAccess } from '../../lib/training-attachments';
import { detectAttachmentType, safeFileName } from './content-type';
import type { FilesRepository, UserFileRow } from './files.repository';

/** What the route read from the request: the declared name and the bytes. */
export interface Upload {
  fileName: string | undefined;
  content: Buffer;
}

const MAX_MEGABYTES = Math.round(LIMITS.attachmentMaxBytes / (1024 * 1024));

export const fileTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'errors.FILE_TOO_LARGE', { max: MAX_MEGABYTES });
const notAvailable = () => new AppError('NOT_FOUND', 'errors.FILE_NOT_AVAILABLE');

const toUserFile = (row: UserFileRow): UserFile => ({
  id: row.id,
  idUser: row.personId,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  createdAt: new Date(row.createdAt).toISOString(),
  uploadedBy: row.uploadedBy,
});

/** Skills-file statuses whose sections keep their attachments: the file cannot be deleted under them. */
const LOCKING_STATUSES: readonly number[] = [DC_STATUSES.SUBMITTED, DC_STATUSES.VALIDATED, DC_STATUSES.ARCHIVED];

/** The checked content of an upload: its detected type, safe name and hash (415, 413, 400 otherwise). */
function checked(upload: Upload) {
  if (upload.content.length === 0) throw new AppError('BAD_REQUEST', 'errors.FILE_EMPTY');
  if (upload.content.length > LIMITS.attachmentMaxBytes) throw fileTooLarge();
  const contentType = detectAttachmentType(upload.content);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'errors.FILE_TYPE_NOT_ALLOWED');
  return {
    fileName: safeFileName(upload.fileName, contentType),
    contentType,
    content: upload.content,
    sha256: createHash('sha256').update(upload.content).digest('hex'),
  };
}

export function createFilesService({
  repository,
  fileAccess,
  trainingAttachments,
}: {
  repository: FilesRepository;
  fileAccess: FileAccess;
  trainingAttachments: TrainingAttachmentsAccess;
}) {
  /** May the account add or delete the owner's files? 404 unknown owner, 403 otherwise. */
  async function assertCanManage(auth: AuthContext, ownerId: number) {
    await fileAccess.assertCanOpen(auth, ownerId);
    if (!can(auth, 'dc:update')) throw new AppError('FORBIDDEN');
  }

  return {
    /**
     * Stores one file for `ownerId`. Permissions are checked before the upload is read; the content type
     * is detected from the bytes, and nothing is written unless everything is right.
     */
    async add(auth: AuthContext, ownerId: number, read: () => Promise<Upload>): Promise<UserFile> {
      await assertCanManage(auth, ownerId);
      const file = checked(await read());
      const row = await repository.insert({ ...file, personId: ownerId, uploadedBy: auth.personId });
      return toUserFile(row);
    },

    /**
     * POST /api/File/save?idTraining&action&id: a file attached to a training wish (add), or one of its files
     * replaced (replace: `id` must be that wish's). The wish's rules first, then the same content checks.
     */
    async saveForTraining(
      auth: AuthContext,
      query: { idTraining: number; action: 'add' | 'replace'; id?: number },
      read: () => Promise<Upload>,
    ) {
      const { ownerId } = await trainingAttachments.assertMayAttach(auth, query.idTraining);
      const file = checked(await read());
      const row =
        query.action === 'add'
          ? await repository.insert({
              ...file,
              personId: ownerId,
              uploadedBy: auth.personId,
              trainingWishId: query.idTraining,
            })
          : await repository.transaction(async (trx) => {
              const current = await repository.lockFile(query.id!, trx);
              if (!current || current.trainingWishId !== query.idTraining) throw notAvailable();
              return repository.replaceContent(current.id, { ...file, uploadedBy: auth.personId }, trx);
            });
      return {
        id: row.id,
        fileName: row.fileName,
        contentType: row.contentType,
        size: row.size,
        createdAt: new Date(row.createdAt).toISOString(),
      };
    },

    /**
     * Deletes a file of `ownerId`. A file that a submitted, validated or archived skills file shows
     * cannot be deleted (409); draft sections pointing to it lose the link.
     */
    async remove(auth: AuthContext, fileId: number, ownerId: number): Promise<void> {
      const metadata = await repository.findMetadata(fileId);
      // A wish's file: the wish's rules (its owner named, 404 otherwise).
      if (metadata?.trainingWishId) {
        const wish = await trainingAttachments.assertMayAttach(auth, metadata.trainingWishId);
        if (wish.ownerId !== ownerId) throw notAvailable();
      } else await assertCanManage(auth, ownerId);
      await repository.transaction(async (trx) => {
        const file = await repository.lockFile(fileId, trx);
        if (!file || file.personId !== ownerId) throw notAvailable();
        const references = await repository.lockReferencingFiles(fileId, trx);
        if (references.some((r) => LOCKING_STATUSES.includes(r.status))) {
          throw new AppError('CONFLICT', 'errors.FILE_IN_USE');
        }
        await repository.unlinkFromFiles(
          fileId,
          references.map((r) => r.dcId),
          trx,
        );
        await repository.delete(fileId, trx);
      });
    },

    /** The file's bytes, for a download. */
    async download(auth: AuthContext, fileId: number) {
      const file = await repository.findWithContent(fileId);
      if (!file) throw notAvailable();
      if (file.trainingWishId) await trainingAttachments.assertMayRead(auth, file.trainingWishId);
      else await fileAccess.assertCanOpen(auth, file.personId);
      return { fileName: file.fileName, contentType: file.contentType, content: file.content };
    },

    /** A person's file by name (the most recent one with that name), as base64. */
    async byName(auth: AuthContext, fileName: string, ownerId: number = auth.personId): Promise<Base64File> {
      await fileAccess.assertCanOpen(auth, ownerId);
      const file = await repository.findByName(ownerId, fileName);
      if (!file) throw notAvailable();
      return { fileName: file.fileName, contentType: file.contentType, content: file.content.toString('base64') };
    },

    /** The metadata of a person's files, newest first. */
    async list(auth: AuthContext, ownerId: number): Promise<UserFile[]> {
      await fileAccess.assertCanOpen(auth, ownerId);
      return (await repository.listByPerson(ownerId)).map(toUserFile);
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
