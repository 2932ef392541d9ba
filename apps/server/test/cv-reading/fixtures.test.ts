/**
 * The fixture CVs (test/fixtures/cv) as the reader reads them, in the API tests' setting (forked workers): every
 * text fixture gives its person's name and title, in the expected format and page count. The OCR ones are read by
 * the reader's unit test (one OCR reading: seconds each).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createCvReader } from '../../src/integrations/cv-reading';

const dir = new URL('../fixtures/cv/', import.meta.url);
const OCR_FIXTURES = ['scanned-fr.pdf', 'screenshots-fr.docx'];
const files = readdirSync(dir).filter((f) => /\.(pdf|docx)$/.test(f) && !OCR_FIXTURES.includes(f));
const reader = createCvReader({ timeoutMs: 30_000, maxPages: 20 });
afterAll(() => reader.close());

interface Expected {
  firstName: string;
  lastName: string;
  title: string;
}

describe('the fixture CVs, read', () => {
  it('are at least 12 documents, Word and PDF', () => {
    const all = readdirSync(dir).filter((f) => /\.(pdf|docx)$/.test(f));
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.some((f) => f.endsWith('.docx')) && all.some((f) => f.endsWith('.pdf'))).toBe(true);
  });

  it.each(files)('%s gives its person’s name and title', async (file) => {
    const expected = JSON.parse(
      readFileSync(new URL(file.replace(/\.(pdf|docx)$/, '.expected.json'), dir), 'utf8'),
    ) as Expected;
    const cv = await reader.read(readFileSync(new URL(file, dir)), { fileName: file });
    expect(cv.format).toBe(file.endsWith('.pdf') ? 'pdf' : 'docx');
    expect(cv.ocr).toBe(false);
    expect(cv.pages).toBe(file === 'three-pages-en.pdf' ? 3 : 1);
    const text = cv.lines.map((l) => l.text.toLowerCase());
    const name = `${expected.firstName} ${expected.lastName}`.toLowerCase();
    expect(text).toContain(name);
    expect(text.some((t) => t === expected.title.toLowerCase())).toBe(true);
  });
});
