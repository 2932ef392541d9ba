import { readFileSync, readdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPdfStreams, declaredPixels } from './bombs';
import { CvReadFailure } from './text';

const fixtures = new URL('../../../test/fixtures/cv/', import.meta.url);

/** A PDF whose page content is a Flate stream of `size` spaces. */
function pdfWithStream(size: number): Buffer {
  const packed = deflateSync(Buffer.alloc(size, 0x20), { level: 9 });
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n4 0 obj\n<< /Length ' + packed.length + ' /Filter /FlateDecode >>\nstream\n', 'latin1'),
    packed,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

describe('checkPdfStreams', () => {
  it('refuses a PDF whose stream inflates past the limit (a small file)', () => {
    const bomb = pdfWithStream(80 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200_000);
    expect(() => checkPdfStreams(bomb)).toThrow(CvReadFailure);
    expect(() => checkPdfStreams(pdfWithStream(1024 * 1024))).not.toThrow();
  });

  it('passes every fixture PDF', () => {
    const pdfs = readdirSync(fixtures).filter((f) => f.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(5);
    for (const file of pdfs) expect(() => checkPdfStreams(readFileSync(new URL(file, fixtures)))).not.toThrow();
  });
});

describe('declaredPixels', () => {
  it('reads the size a PNG or a JPEG declares', () => {
    const png = Buffer.alloc(33);
    png.writeUInt32BE(0x89504e47, 0);
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    expect(declaredPixels(png)).toBe(10_000_000_000);
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108064004b003012200021101031101', 'hex');
    expect(declaredPixels(jpeg)).toBe(1600 * 1200);
    expect(declaredPixels(Buffer.from('GIF89a'))).toBeNull();
  });
});
