/**
 * Reading generated documents back in tests, without external tools:
 * - `zipEntries` / `zipText`: the parts of a .docx (a zip), from its central directory;
 * - `pdfPages`: the text lines of each page of a PDF written by pdfkit with standard fonts
 *   (FlateDecode content streams, WinAnsi hex strings in TJ arrays).
 */
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** The entries of a zip archive, from its central directory; throws when it is not a zip. */
export function zipEntries(zip: Buffer): ZipEntry[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory');
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    entries.push({
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      localHeaderOffset: zip.readUInt32LE(offset + 42),
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The text of one entry of a zip (stored or deflated). */
export function zipText(zip: Buffer, name: string): string {
  const entry = zipEntries(zip).find((e) => e.name === name);
  if (!entry) throw new Error(`no ${name} in the zip`);
  const local = entry.localHeaderOffset;
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  return (entry.method === 8 ? zlib.inflateRawSync(data) : data).toString('utf8');
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The visible text of each non-empty paragraph of a WordprocessingML part (line breaks as '\n', tabs as '\t'). */
export function wordParagraphs(xml: string): string[] {
  return xml
    .split('</w:p>')
    .map((p) =>
      unescapeXml(
        [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br)\/>/g)]
          .map((m) => (m[2] === 'tab' ? '\t' : m[2] === 'br' ? '\n' : m[1]))
          .join(''),
      ),
    )
    .filter(Boolean);
}

/** The visible text of a WordprocessingML part, one paragraph a line. */
export const wordText = (xml: string): string => wordParagraphs(xml).join('\n');

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const decodeWinAnsi = (hex: string) => {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
  }
  return out;
};

/** The number of pages of a PDF (page objects). */
export const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

/** The text lines of each page's content stream, in drawing order. */
export function pdfPages(pdf: Buffer): string[][] {
  const raw = pdf.toString('latin1');
  const pages: string[][] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes(' TJ')) continue;
    const lines = [...content.matchAll(/\[([^\]]*)\] TJ/g)].map((tj) =>
      [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeWinAnsi(h[1]!)).join(''),
    );
    pages.push(lines);
    streamPattern.lastIndex = end;
  }
  return pages;
}

/** Section headings of the skills-file documents, in order, per language. */
export const FR_HEADINGS = [
  'PROFIL',
  'COMPÉTENCES',
  'AUTRES COMPÉTENCES',
  'EXPÉRIENCES PROFESSIONNELLES',
  'FORMATION',
  'CERTIFICATIONS ET TESTS',
  'LANGUES',
  'PROJETS',
];
export const EN_HEADINGS = [
  'PROFILE',
  'SKILLS',
  'OTHER SKILLS',
  'PROFESSIONAL EXPERIENCE',
  'EDUCATION',
  'CERTIFICATIONS AND TESTS',
  'LANGUAGES',
  'PROJECTS',
];
