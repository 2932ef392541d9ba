/**
 * What an uploaded file is, read from its content (magic bytes), never from its name or declared type;
 * and a safe file name to store it under.
 */
import path from 'node:path';
import { LIMITS } from '@my-skills/shared/constants';
import type { AttachmentContentType } from '@my-skills/shared/schemas/files';

const startsWith = (content: Buffer, bytes: readonly number[], offset = 0) =>
  content.length >= offset + bytes.length && bytes.every((b, i) => content[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_CENTRAL = 0x02014b50;
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The stream every Word 97–2003 document holds, as its OLE2 directory names it (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The names in a zip's central directory; [] when the archive is not a readable zip.
 * Only the directory is read: nothing is decompressed.
 */
export function zipEntryNames(content: Buffer): string[] {
  // The end-of-central-directory record is in the last 22 + 65 535 (comment) bytes.
  const searchFrom = Math.max(0, content.length - 22 - 0xffff);
  const end = content.lastIndexOf(ZIP_END);
  if (end < searchFrom || end + 22 > content.length) return [];
  const count = content.readUInt16LE(end + 10);
  let offset = content.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > content.length || content.readUInt32LE(offset) !== ZIP_CENTRAL) return [];
    const nameLength = content.readUInt16LE(offset + 28);
    const extraLength = content.readUInt16LE(offset + 30);
    const commentLength = content.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > content.length) return [];
    names.push(content.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A Word document (.docx): a zip package holding word/document.xml. */
const isDocx = (content: Buffer) =>
  startsWith(content, ZIP_LOCAL) && zipEntryNames(content).includes('word/document.xml');

/** A Word 97–2003 document (.doc): an OLE2 compound file with a WordDocument stream. */
const isLegacyDoc = (content: Buffer) => startsWith(content, OLE2) && content.includes(WORD_STREAM);

/** The content type of an accepted attachment, or null when the content is none of them. */
export function detectAttachmentType(content: Buffer): AttachmentContentType | null {
  if (startsWith(content, PDF)) return 'application/pdf';
  if (startsWith(content, PNG)) return 'image/png';
  if (startsWith(content, JPEG)) return 'image/jpeg';
  if (startsWith(content, GIF87) || startsWith(content, GIF89)) return 'image/gif';
  if (startsWith(content, RIFF) && startsWith(content, WEBP, 8)) return 'image/webp';
  if (isDocx(content)) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (isLegacyDoc(content)) return 'application/msword';
  return null;
}

const EXTENSIONS: Record<AttachmentContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/msword': ['doc'],
};
const KNOWN_EXTENSIONS = new Set(Object.values(EXTENSIONS).flat());

/** Characters that have no place in a file name: controls, bidirectional overrides, path and reserved signs. */
const isUnsafeNameChar = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    (code >= 0x7f && code < 0xa0) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    '<>:"|?*'.includes(ch)
  );
};

/** Cuts a name to `max` characters without splitting a surrogate pair. */
const cut = (text: string, max: number) => [...text].slice(0, max).join('');

/** A declared file name without its folders, control, bidirectional or reserved characters, nor leading dots. */
export function cleanFileName(declared: string | undefined): string {
  const base = path.posix.basename((declared ?? '').replaceAll('\\', '/'));
  return [...base.normalize('NFC')]
    .filter((ch) => !isUnsafeNameChar(ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
}

/**
 * A stored file name: no path part, no control or reserved character, at most 255 characters, and an
 * extension that tells the truth about the content (`photo.pdf` holding a PNG is stored as `photo.png`).
 */
export function safeFileName(declared: string | undefined, contentType: AttachmentContentType): string {
  let name = cleanFileName(declared);
  const allowed = EXTENSIONS[contentType];
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!allowed.includes(extension)) {
    if (KNOWN_EXTENSIONS.has(extension)) name = name.slice(0, dot);
    const suffix = `.${allowed[0]}`;
    name = `${cut(name.trim() || 'file', LIMITS.shortTextMax - suffix.length)}${suffix}`;
  }
  if ([...name].length > LIMITS.shortTextMax) {
    const suffix = name.slice(name.lastIndexOf('.'));
    name = `${cut(name, LIMITS.shortTextMax - suffix.length)}${suffix}`;
  }
  return name;
}
