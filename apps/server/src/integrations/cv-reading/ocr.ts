/**
 * OCR of page images with tesseract.js (WebAssembly, in its own worker thread), French and English, LSTM models
 * read from the npm packages @tesseract.js-data/fra and @tesseract.js-data/eng (linked into a temporary folder):
 * no cache, nothing downloaded.
 */
import { copyFile, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CvTextLine } from './types';
import { cleanText, stripBullet } from './text';

const require = createRequire(import.meta.url);

/** The LSTM ('best_int') model of a language, gzipped, in its npm package. */
function languageFile(code: 'eng' | 'fra'): string {
  const dir = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
  return path.join(dir, '4.0.0_best_int', `${code}.traineddata.gz`);
}

/**
 * A folder holding both models (links to the packages' files) for tesseract.js's `langPath`, which takes one
 * folder for all languages (its `{ code, data }` form is broken in 7.0.0: `initialize` uses `data` as the code).
 */
async function languageFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cv-ocr-'));
  for (const code of ['fra', 'eng'] as const) {
    const target = path.join(dir, `${code}.traineddata.gz`);
    await symlink(languageFile(code), target).catch(() => copyFile(languageFile(code), target));
  }
  return dir;
}

/** Lines below this confidence (0–100) are noise (a photo, a logo, a border). */
const MIN_CONFIDENCE = 45;

/** Resolution the images are assumed to have when sizes are estimated (a scan at 150 dpi). */
export interface OcrImage {
  bytes: Uint8Array;
  page: number;
  /** Dots per inch of the image, to turn pixel heights into points; null when unknown. */
  dpi: number | null;
}

/** Bullets as OCR reads them ('«', '+', '»', 'e', '°'…) before a capital. */
const OCR_BULLET = /^[«»+*°•·▪■●◦oe]{1,2}\s+(?=\p{Lu})/u;
function ocrBullet(line: { text: string; bullet: boolean }): { text: string; bullet: boolean } {
  const match = OCR_BULLET.exec(line.text);
  return match ? { text: line.text.slice(match[0].length), bullet: true } : line;
}

export async function ocrImages(images: OcrImage[]): Promise<CvTextLine[]> {
  if (!images.length) return [];
  const { createWorker, OEM } = await import('tesseract.js');
  const langPath = await languageFolder();
  const worker = await createWorker(['fra', 'eng'], OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
    logger: () => undefined,
    errorHandler: () => undefined,
  }).finally(() => rm(langPath, { recursive: true, force: true }));
  const lines: CvTextLine[] = [];
  let block = 0;
  try {
    for (const image of images) {
      const result = await worker.recognize(Buffer.from(image.bytes), {}, { blocks: true, text: false });
      for (const b of result.data.blocks ?? []) {
        for (const paragraph of b.paragraphs) {
          for (const line of paragraph.lines) {
            if (line.confidence < MIN_CONFIDENCE) continue;
            const { text, bullet } = ocrBullet(stripBullet(cleanText(line.text)));
            if (!/[\p{L}\p{N}]/u.test(text)) continue;
            const height = line.rowAttributes?.rowHeight ?? line.bbox.y1 - line.bbox.y0;
            lines.push({
              text,
              page: image.page,
              block,
              size: image.dpi ? Math.round(((height * 72) / image.dpi) * 0.9 * 2) / 2 : null,
              bold: false,
              style: null,
              bullet,
            });
          }
          block++;
        }
      }
    }
  } finally {
    await worker.terminate();
  }
  return lines;
}
