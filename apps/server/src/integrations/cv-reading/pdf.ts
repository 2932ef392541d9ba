/**
 * PDF reading with pdfjs-dist's legacy build (runs on Node 20): positioned text items per page, laid out into lines
 * (pdf-layout.ts), cleaned (text.ts). Nothing is fetched: fonts come from the package's standard_fonts folder, eval
 * is off, no system font is looked up. A page image is rendered (for OCR) with @napi-rs/canvas, which pdfjs uses
 * in Node.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { CvTextLine } from './types';
import { checkPdfStreams } from './bombs';
import { dropPageFurniture, type LaidPage } from './pdf-furniture';
import { layOutPage, type PdfTextItem } from './pdf-layout';
import { CvReadFailure, cleanText, stripBullet, undoHyphenation, vocabularyOf } from './text';

const require = createRequire(import.meta.url);
const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = `${path.join(pdfjsDir, 'standard_fonts')}/`;
const CMAPS = `${path.join(pdfjsDir, 'cmaps')}/`;

let pdfjs: Promise<typeof PdfJsModule> | null = null;
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));
/** Loads pdfjs ahead of the first reading (a worker thread's start). */
export const preloadPdf = async () => {
  await loadPdfJs();
};

const MAX_RENDER_SIDE = 4000;
const BOLD_FONT = /bold|black|heavy|semibold|demi|[-,]bd\b/i;

export interface PdfDocumentHandle {
  pages: number;
  /** Lines of every page in reading order. */
  lines: CvTextLine[];
  /** Renders a page (1-based) as PNG at the given scale (for OCR), at most 4 000 pixels a side; and its dpi. */
  renderPage(page: number, scale: number): Promise<{ png: Buffer; dpi: number }>;
  close(): Promise<void>;
}

export async function openPdf(bytes: Uint8Array, maxPages: number): Promise<PdfDocumentHandle> {
  checkPdfStreams(bytes);
  const { getDocument, Util } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    // Pictures larger than this (pixels) are not decoded: their ArrayBuffers escape the worker's heap limit.
    maxImageSize: 40_000_000,
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl: STANDARD_FONTS,
    cMapUrl: CMAPS,
    cMapPacked: true,
    verbosity: 0,
    stopAtErrors: false,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw new CvReadFailure('UNREADABLE', error instanceof Error ? error.name : 'pdf');
  }
  const close = () => task.destroy();
  try {
    if (doc.numPages > maxPages) throw new CvReadFailure('TOO_MANY_PAGES', String(doc.numPages));
    const raw: LaidPage[] = [];
    let block = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      // The operator list loads the page's fonts into commonObjs: their names tell bold runs.
      await page.getOperatorList();
      const content = await page.getTextContent();
      const fontNames = new Map<string, string>();
      for (const item of content.items) {
        if (!('fontName' in item) || fontNames.has(item.fontName)) continue;
        fontNames.set(item.fontName, fontNameOf(page.commonObjs, item.fontName, content.styles[item.fontName]));
      }
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const tx = Util.transform(viewport.transform, item.transform);
        const size = Math.hypot(tx[2] ?? 0, tx[3] ?? 0);
        items.push({
          text: item.str,
          x: tx[4] ?? 0,
          y: tx[5] ?? 0,
          width: item.width * (size / (Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || 1)),
          size,
          bold: BOLD_FONT.test(fontNames.get(item.fontName) ?? ''),
        });
      }
      const lines = layOutPage(items, viewport.width, block);
      block = (lines.at(-1)?.block ?? block - 1) + 1;
      raw.push({ page: n, height: viewport.height, lines });
      page.cleanup();
    }
    return {
      pages: doc.numPages,
      lines: finishLines(dropPageFurniture(raw)),
      renderPage: (n, scale) => renderPage(doc, n, scale),
      close,
    };
  } catch (error) {
    await close().catch(() => undefined);
    if (error instanceof CvReadFailure) throw error;
    throw new CvReadFailure('UNREADABLE', error instanceof Error ? error.name : 'pdf');
  }
}

/** The font's PostScript name when pdfjs has it (e.g. 'ABCDEF+Helvetica-Bold'), else its family. */
function fontNameOf(
  objs: { has(id: string): boolean; get(id: string): unknown },
  id: string,
  style: { fontFamily?: string } | undefined,
): string {
  try {
    if (objs.has(id)) {
      const font = objs.get(id) as { name?: string; bold?: boolean; black?: boolean } | null;
      if (font?.bold || font?.black) return `${font.name ?? ''} bold`;
      if (font?.name) return font.name;
    }
  } catch {
    // Not resolved yet: the family is all there is.
  }
  return style?.fontFamily ?? '';
}

/** Cleans, strips bullets and undoes hyphenation block by block; drops empty lines. */
function finishLines(raw: LaidPage[]): CvTextLine[] {
  const all = raw.flatMap(({ page, lines }) => lines.map((l) => ({ ...l, page, ...stripBullet(cleanText(l.text)) })));
  const vocabulary = vocabularyOf(all.map((l) => l.text));
  const out: CvTextLine[] = [];
  let start = 0;
  while (start < all.length) {
    let end = start;
    while (end < all.length && all[end]?.block === all[start]?.block) end++;
    const group = all.slice(start, end);
    const texts = undoHyphenation(
      group.map((l) => l.text),
      vocabulary,
    );
    group.forEach((l, i) => {
      const text = cleanText(texts[i] ?? '');
      if (text)
        out.push({ text, page: l.page, block: l.block, size: l.size, bold: l.bold, style: null, bullet: l.bullet });
    });
    start = end;
  }
  return out;
}

async function renderPage(doc: PDFDocumentProxy, n: number, scale: number): Promise<{ png: Buffer; dpi: number }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const page = await doc.getPage(n);
  const natural = page.getViewport({ scale: 1 });
  // A page of absurd dimensions must not make a canvas of gigabytes.
  const effective = Math.min(scale, MAX_RENDER_SIDE / Math.max(natural.width, natural.height, 1));
  const viewport = page.getViewport({ scale: effective });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  type RenderParameters = Parameters<typeof page.render>[0];
  await page.render({
    canvas: canvas as unknown as RenderParameters['canvas'],
    canvasContext: context as unknown as RenderParameters['canvasContext'],
    viewport,
  }).promise;
  page.cleanup();
  return { png: canvas.toBuffer('image/png'), dpi: 72 * effective };
}
