/**
 * The reading itself, run in a worker thread (reader.ts): one job at a time, answered with the extracted CV or the
 * reason of the failure. A document with (almost) no text is read by OCR: a PDF's pages rendered as images, a Word
 * document's pictures.
 */
import { parentPort } from 'node:worker_threads';
import type { CvImportFormat } from '@my-skills/shared/schemas/cv-import';
import type { CvTextLine, ExtractedCv } from './types';
import { MAX_OCR_PIXELS, declaredPixels } from './bombs';
import { readDocx } from './docx';
import { ocrImages } from './ocr';
import { openPdf, preloadPdf } from './pdf';
import { CvReadFailure } from './text';

export interface ReadJob {
  id: number;
  bytes: Uint8Array;
  format: CvImportFormat;
  maxPages: number;
}
export type ReadAnswer =
  | { id: number; ok: true; cv: ExtractedCv }
  | { id: number; ok: false; reason: CvReadFailure['reason']; detail: string };

/** Fewer letters and digits than this in the whole document: it is made of images. */
const MIN_TEXT = 40;
/** Pages rendered at 144 dpi for OCR. */
const OCR_SCALE = 2;
/** Most pages (PDF) or pictures (Word) read by OCR: seconds each, within the reading's time limit. */
const MAX_OCR_IMAGES = 6;

const textSize = (lines: CvTextLine[]) => lines.reduce((n, l) => n + (l.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);

export async function readCv(job: Omit<ReadJob, 'id'>): Promise<ExtractedCv> {
  let cv: ExtractedCv;
  if (job.format === 'pdf') {
    const doc = await openPdf(job.bytes, job.maxPages);
    try {
      if (textSize(doc.lines) >= MIN_TEXT) cv = { format: 'pdf', pages: doc.pages, lines: doc.lines, ocr: false };
      else {
        const images = [];
        for (let page = 1; page <= Math.min(doc.pages, MAX_OCR_IMAGES); page++) {
          const { png, dpi } = await doc.renderPage(page, OCR_SCALE);
          images.push({ bytes: png, page, dpi });
        }
        cv = { format: 'pdf', pages: doc.pages, lines: await ocrImages(images), ocr: true };
      }
    } finally {
      await doc.close();
    }
  } else {
    const doc = readDocx(job.bytes);
    if (textSize(doc.lines) >= MIN_TEXT) cv = { format: 'docx', pages: doc.pages, lines: doc.lines, ocr: false };
    else {
      const images = doc
        .images()
        .filter((bytes) => (declaredPixels(bytes) ?? 0) <= MAX_OCR_PIXELS)
        .slice(0, MAX_OCR_IMAGES)
        .map((bytes, i) => ({ bytes, page: i + 1, dpi: null }));
      const lines = await ocrImages(images);
      cv = { format: 'docx', pages: Math.max(1, images.length), lines, ocr: true };
    }
  }
  if (!cv.lines.length) throw new CvReadFailure('NO_TEXT');
  return cv;
}

parentPort?.on('message', (job: ReadJob) => {
  readCv(job).then(
    (cv) => parentPort?.postMessage({ id: job.id, ok: true, cv } satisfies ReadAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        ok: false,
        reason: error instanceof CvReadFailure ? error.reason : 'UNREADABLE',
        detail: error instanceof Error ? error.message.slice(0, 200) : String(error),
      } satisfies ReadAnswer),
  );
});
if (parentPort) void preloadPdf().finally(() => parentPort?.postMessage('ready'));
