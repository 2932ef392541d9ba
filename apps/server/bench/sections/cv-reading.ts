import fs from 'node:fs';
import path from 'node:path';
import { createCvReader } from '../../src/integrations/cv-reading';
import { percentile, repoRoot, timeSequential, type BenchContext } from '../lib';

/**
 * Reading a CV (issue 21 §1), alone: the fixture 3-page CV as PDF and as Word through the reader's worker thread
 * (p95 of 30 readings after 5), and the OCR of one scanned page (the worker's tesseract start included).
 * The import as a whole (reading, understanding, the call) is the cv-import section's.
 */
export async function cvReadingSection(ctx: BenchContext) {
  const fixtures = path.join(repoRoot, 'apps/server/test/fixtures/cv');
  const reader = createCvReader({ timeoutMs: 60_000, maxPages: 20 });
  try {
    const started = performance.now();
    await reader.read(fs.readFileSync(path.join(fixtures, 'cloud-devops-en.pdf')), { fileName: 'cv.pdf' });
    ctx.record({
      section: 'cv-reading',
      metric: 'first reading (worker thread start, pdfjs loaded)',
      value: performance.now() - started,
      unit: 'ms',
    });
    for (const file of ['three-pages-en.pdf', 'three-pages-en.docx']) {
      const bytes = fs.readFileSync(path.join(fixtures, file));
      const durations = await timeSequential(30, () => reader.read(bytes, { fileName: file }));
      ctx.record({
        section: 'cv-reading',
        metric: `reading of a 3-page CV (${file}), p95`,
        value: percentile(durations, 95),
        unit: 'ms',
        goal: { op: '<=', target: 1000 },
      });
    }
    const scan = fs.readFileSync(path.join(fixtures, 'scanned-fr.pdf'));
    const ocr = await timeSequential(3, () => reader.read(scan, { fileName: 'scan.pdf' }), 0);
    ctx.record({
      section: 'cv-reading',
      metric: 'OCR of one scanned page, median of 3',
      value: percentile(ocr, 50),
      unit: 'ms',
    });
  } finally {
    await reader.close();
  }
}
