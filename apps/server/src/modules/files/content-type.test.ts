import { describe, expect, it } from 'vitest';
import { detectAttachmentType, safeFileName, zipEntryNames } from './content-type';

/** A zip (stored entries, CRC left at 0: detection reads only the central directory). */
function zip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('detectAttachmentType', () => {
  it.each([
    ['PDF', bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'application/pdf'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'), 'image/jpeg'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    [
      'docx',
      zip(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'doc',
      bytes(OLE2, Buffer.alloc(504).toString('latin1'), Buffer.from('WordDocument', 'utf16le').toString('latin1')),
      'application/msword',
    ],
  ])('recognises %s from its bytes', (_, content, expected) => {
    expect(detectAttachmentType(content)).toBe(expected);
  });

  it.each([
    ['an executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['plain text', bytes('Hello, this is not a Word document')],
    ['a spreadsheet (zip without word/document.xml)', zip(['[Content_Types].xml', 'xl/workbook.xml'])],
    ['a truncated zip', zip(['word/document.xml']).subarray(0, 40)],
    ['an OLE2 file that is not Word (e.g. .xls, .msi)', bytes(OLE2, Buffer.alloc(600).toString('latin1'))],
    ['RIFF audio', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ')],
    ['an SVG image (scriptable)', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['HTML', bytes('<!DOCTYPE html><html>')],
    ['a PDF signature not at the start', bytes(' %PDF-1.4')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_, content) => {
    expect(detectAttachmentType(content)).toBeNull();
  });

  it('reads zip entry names from the central directory only', () => {
    expect(zipEntryNames(zip(['a.txt', 'word/document.xml']))).toEqual(['a.txt', 'word/document.xml']);
    expect(zipEntryNames(Buffer.from('PK\u0005\u0006 garbage'))).toEqual([]);
  });
});

describe('safeFileName', () => {
  const PDF = 'application/pdf' as const;
  it('keeps a plain name', () => {
    expect(safeFileName('Diplôme d’ingénieur.pdf', PDF)).toBe('Diplôme d’ingénieur.pdf');
    expect(safeFileName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
  });
  it('drops path parts, control, reserved and bidirectional characters', () => {
    expect(safeFileName('../../etc/passwd\u0007.pdf', PDF)).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\alice\\scan<1>?.pdf', PDF)).toBe('scan1.pdf');
    expect(safeFileName('invoice\u202Efdp.exe', PDF)).toBe('invoicefdp.exe.pdf');
    expect(safeFileName('  ...hidden.pdf  ', PDF)).toBe('hidden.pdf');
  });
  it('makes the extension match the content', () => {
    expect(safeFileName('photo.pdf', 'image/png')).toBe('photo.png');
    expect(safeFileName('diploma', PDF)).toBe('diploma.pdf');
    expect(safeFileName(undefined, 'application/msword')).toBe('file.doc');
    expect(safeFileName('////', PDF)).toBe('file.pdf');
  });
  it('keeps at most 255 characters, extension included', () => {
    const name = safeFileName(`${'é'.repeat(300)}.pdf`, PDF);
    expect([...name]).toHaveLength(255);
    expect(name.endsWith('é.pdf')).toBe(true);
    expect([...safeFileName('x'.repeat(400), PDF)]).toHaveLength(255);
  });
});
