import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { CV_IMPORT_MAX_BYTES } from '@my-skills/shared/schemas/cv-import';
import { createCvReader } from './index';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/cv/${name}`, import.meta.url));
const reader = createCvReader({ timeoutMs: 20_000, maxPages: 20 });
afterAll(() => reader.close());

const refused = (key: string, statusCode: number) => ({ messageKey: `errors.${key}`, statusCode });

/** A minimal PDF of `pages` empty pages with a proper cross-reference table. */
function manyPagesPdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`];
  for (let i = 0; i < pages; i++) objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>');
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function encryptedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('Curriculum vitae of Jane Doe, Java developer since 2015, Lyon.');
  doc.end();
  return ended;
}

describe('createCvReader: the format and size checks (magic bytes, not names)', () => {
  it.each([
    [
      'a Word 97 document (.doc)',
      Buffer.concat([
        Buffer.from('d0cf11e0a1b11ae1', 'hex'),
        Buffer.alloc(512),
        Buffer.from('WordDocument', 'utf16le'),
      ]),
    ],
    ['a PNG image', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)])],
    ['random bytes named .pdf', Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 251))],
    ['a zip that is no Word document', fixture('three-pages-en.docx').subarray(0, 30)],
  ])('refuses %s as CV_IMPORT_FORMAT (415)', async (_, bytes) => {
    await expect(reader.read(bytes, { fileName: 'cv.pdf' })).rejects.toMatchObject(refused('CV_IMPORT_FORMAT', 415));
  });

  it('refuses a file over the size limit as CV_IMPORT_TOO_LARGE (413)', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(CV_IMPORT_MAX_BYTES)]);
    await expect(reader.read(big, { fileName: 'cv.pdf' })).rejects.toMatchObject({
      ...refused('CV_IMPORT_TOO_LARGE', 413),
      params: { max: '10' },
    });
  });
});

// A worker's first reading starts it (tsx, pdfjs): seconds on a loaded machine.
describe('createCvReader: reading in a worker thread', { timeout: 30_000 }, () => {
  it('reads a Word and a PDF CV', async () => {
    const docx = await reader.read(fixture('java-spring-fr.docx'), { fileName: 'cv.docx' });
    expect(docx).toMatchObject({ format: 'docx', pages: 1, ocr: false });
    expect(docx.lines[0]).toMatchObject({ text: 'Julien Moreau', style: 'Title' });
    const pdf = await reader.read(fixture('three-pages-en.pdf'), { fileName: 'cv.pdf' });
    expect(pdf).toMatchObject({ format: 'pdf', pages: 3, ocr: false });
    expect(pdf.lines[0]).toMatchObject({ text: 'Richard HALE', bold: true, page: 1 });
  });

  it('refuses hostile or broken files with the right error, and keeps reading afterwards', async () => {
    const pdf = fixture('cloud-devops-en.pdf');
    await expect(reader.read(pdf.subarray(0, pdf.length / 2), { fileName: 'cut.pdf' })).rejects.toMatchObject(
      refused('CV_IMPORT_UNREADABLE', 422),
    );
    await expect(reader.read(await encryptedPdf(), { fileName: 'locked.pdf' })).rejects.toMatchObject(
      refused('CV_IMPORT_UNREADABLE', 422),
    );
    await expect(reader.read(manyPagesPdf(5000), { fileName: 'huge.pdf' })).rejects.toMatchObject({
      ...refused('CV_IMPORT_TOO_MANY_PAGES', 422),
      params: { max: 20 },
    });
    await expect(reader.read(manyPagesPdf(3), { fileName: 'blank.pdf' })).rejects.toMatchObject(
      refused('CV_IMPORT_NO_TEXT', 422),
    );
    expect((await reader.read(pdf, { fileName: 'cv.pdf' })).lines[0]?.text).toBe('Daniel OKAFOR');
  });

  it('stops a reading past its time limit (CV_IMPORT_TIMEOUT), then reads the next one', async () => {
    await expect(
      reader.read(fixture('three-pages-en.pdf'), { fileName: 'cv.pdf', timeoutMs: 1 }),
    ).rejects.toMatchObject(refused('CV_IMPORT_TIMEOUT', 422));
    const cv = await reader.read(fixture('two-columns-fr.pdf'), { fileName: 'cv.pdf' });
    expect(cv.lines.some((l) => l.text === 'Léa Fontaine')).toBe(true);
  });

  it('stops a reading that makes the process grow past the limit (buffers outside the heap)', async () => {
    const greedy = createCvReader({ timeoutMs: 20_000, maxPages: 20, maxGrowthMb: 1 });
    try {
      // A new worker thread and pdfjs loaded: tens of megabytes.
      await expect(greedy.read(fixture('three-pages-en.pdf'), { fileName: 'cv.pdf' })).rejects.toMatchObject(
        refused('CV_IMPORT_UNREADABLE', 422),
      );
    } finally {
      await greedy.close();
    }
  });

  it('reads a scanned PDF by OCR with the language data of the npm packages', async () => {
    const cv = await reader.read(fixture('scanned-fr.pdf'), { fileName: 'scan.pdf' });
    expect(cv).toMatchObject({ format: 'pdf', pages: 1, ocr: true });
    const text = cv.lines.map((l) => l.text).join('\n');
    expect(text).toMatch(/Antoine ROUX/);
    expect(text).toMatch(/Administrateur systèmes Linux/);
    expect(cv.lines.every((l) => l.page === 1)).toBe(true);
  });
});
