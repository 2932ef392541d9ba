/**
 * Chart SVGs into the exports with real renderers: resvg (@resvg/resvg-js: anti-aliased, real fonts) writes the PNG a
 * Word document embeds, in DejaVu Sans from the `dejavu-fonts-ttf` package (nothing from the machine's fonts, so every
 * machine renders alike); svg-to-pdfkit draws the same SVG as vector shapes and text into a PDFKit document, in the
 * document's own Helvetica.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import SVGtoPDF from 'svg-to-pdfkit';
import { CHART_FONT_FAMILY } from './svg';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const CHART_FONT_FILES = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const;

/** The SVG as a PNG `width` pixels wide (the height follows the SVG's aspect). */
export function svgToPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    background: '#ffffff',
    font: {
      loadSystemFonts: false,
      // The charts write no bold text: one font file to load.
      fontFiles: [CHART_FONT_FILES.regular],
      defaultFontFamily: CHART_FONT_FAMILY,
    },
  });
  return resvg.render().asPng();
}

/**
 * Draws the SVG into the PDF at (x, y), scaled into `width` × `height` points; the text stays text, in the PDF's own
 * Helvetica (no font to embed: the chart reads like the rest of the document). Its text must be WinAnsi-safe.
 */
export function drawSvgInPdf(
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  { width, height }: { width: number; height: number },
): void {
  // The document's current font is restored after: the chart must not change what follows it.
  const before = (doc as unknown as { _font?: { name?: string } })._font?.name;
  SVGtoPDF(doc as never, svg, x, y, {
    width,
    height,
    preserveAspectRatio: 'xMidYMid meet',
    fontCallback: (_family: string, bold: boolean) => (bold ? 'Helvetica-Bold' : 'Helvetica'),
  });
  if (before) doc.font(before);
}
