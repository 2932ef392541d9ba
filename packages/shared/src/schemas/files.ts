import { z } from 'zod';
import { GUIDE_FILES } from '../constants';
import { idSchema, requiredShortText } from './common';

const guideNames = Object.values(GUIDE_FILES) as [string, ...string[]];

/** GET /api/File/guide?fileName=: a guide PDF, as base64. */
export const guideQuery = z.object({ fileName: z.enum(guideNames) });
export const base64FileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  content: z.string(),
});
export type Base64File = z.infer<typeof base64FileSchema>;

// ── attachments (diplomas, certifications): /api/File/* ──────────────────────

/** What uploads accept, detected from the content (magic bytes), never from the name or the declared type. */
export const ATTACHMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** POST /api/File/add?idUser= (multipart/form-data, one file part, at most LIMITS.attachmentMaxBytes). */
export const fileAddQuery = z.object({ idUser: idSchema });
/** DELETE /api/File?id=&idUserFile=: id is the file, idUserFile its owner (they must match). */
export const fileDeleteQuery = z.object({ id: idSchema, idUserFile: idSchema });
/** GET /api/File/download?id=: the file itself (Content-Disposition: attachment). */
export const fileDownloadQuery = z.object({ id: idSchema });
/** GET /api/File/getFile?fileName=&idUser=: a person's file by name, base64 (idUser defaults to oneself). */
export const fileGetQuery = z.object({
  fileName: requiredShortText,
  idUser: idSchema.optional(),
});
/** GET /api/File/list?idUser=: a person's files, newest first. */
export const fileListQuery = z.object({ idUser: idSchema });

/** An attachment's metadata (never its content). */
export const userFileSchema = z.object({
  id: z.number().int(),
  idUser: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  uploadedBy: z.number().int().nullable(),
});
export type UserFile = z.infer<typeof userFileSchema>;
