/**
 * Chart SVGs into the exports with real renderers: resvg (@resvg/resvg-js: anti-aliased, real fonts) writes the PNG a
 * Word document embeds; svg-to-pdfkit draws the same SVG as vector shapes and text into a PDFKit document. Both use
 * DejaVu Sans from the `dejavu-fonts-ttf` package — nothing from the machine's fonts, so every machine renders alike.
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
      fontFiles: [CHART_FONT_FILES.regular, CHART_FONT_FILES.bold],
      defaultFontFamily: CHART_FONT_FAMILY,
    },
  });
  return resvg.render().asPng();
}

const registered = new WeakSet<PDFKit.PDFDocument>();

/** Draws the SVG into the PDF at (x, y), scaled into `width` × `height` points; the text stays text. */
export function drawSvgInPdf(
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  { width, height }: { width: number; height: number },
): void {
  if (!registered.has(doc)) {
    doc.registerFont('ChartSans', CHART_FONT_FILES.regular);
    doc.registerFont('ChartSans-Bold', CHART_FONT_FILES.bold);
    registered.add(doc);
  }
  // The document's current font is restored after: the chart must not change what follows it.
  const before = (doc as unknown as { _font?: { name?: string } })._font?.name;
  SVGtoPDF(doc as never, svg, x, y, {
    width,
    height,
    preserveAspectRatio: 'xMidYMid meet',
    fontCallback: (_family: string, bold: boolean) => (bold ? 'ChartSans-Bold' : 'ChartSans'),
  });
  if (before) doc.font(before);
}
