/**
 * The evaluation's chart: per skill type, three bars — the employee's average, the manager's and last year's — on the
 * scale 0–4, with the type names underneath and the legend on top. One SVG (integrations/charts), drawn by real
 * renderers: as vector shapes and text in the PDF (svg-to-pdfkit) and as an anti-aliased PNG in the .docx (resvg).
 */
import { EVALUATION_CHART_SERIES, type ChartSeriesKey } from '@my-skills/shared/chart-series';
import { barChartSvg } from '../charts/bar-chart';
import { drawSvgInPdf, svgToPng } from '../charts/render';
import { eaTextsFor, type EaDocumentLangId, type EaDocumentSummaryRow } from './ea-document';
import { winAnsiSafe } from './text';

export const CHART_MAX = 4;
/** The series and their colours: the same on the screen and in every export (packages/shared). */
export const CHART_SERIES = EVALUATION_CHART_SERIES;
export type { ChartSeriesKey };

/** The legend's entries in the evaluation's language: employee, manager, last year. */
export function chartLegend(idLang: EaDocumentLangId): { key: ChartSeriesKey; label: string; color: string }[] {
  const t = eaTextsFor(idLang);
  const labels: Record<ChartSeriesKey, string> = { consultant: t.employee, manager: t.manager, lastYear: t.lastYear };
  return CHART_SERIES.map((s) => ({ key: s.key, label: labels[s.key], color: s.color }));
}

/** The chart's drawing size (SVG units); the PDF scales it into the page width, the PNG is CHART_PNG_WIDTH wide. */
export const CHART_SIZE = { width: 720, height: 280 } as const;
export const CHART_PNG_WIDTH = 1240;

/** The chart as SVG in the evaluation's language (`forPdf`: its text in the PDF's WinAnsi fonts). */
export function eaChartSvg(summary: readonly EaDocumentSummaryRow[], idLang: EaDocumentLangId, forPdf = false): string {
  const safe = forPdf ? winAnsiSafe : (text: string) => text;
  return barChartSvg({
    title: safe(eaTextsFor(idLang).summary),
    groups: summary.map((row) => ({
      label: safe(row.typeLabel),
      values: { consultant: row.consultant, manager: row.manager, lastYear: row.lastYear },
    })),
    series: chartLegend(idLang).map(({ key, label, color }) => ({ key, label: safe(label), color })),
    max: CHART_MAX,
    ...CHART_SIZE,
    decimalComma: idLang === 1,
  });
}

/** The chart as a PNG for the .docx (CHART_PNG_WIDTH × the chart's aspect). */
export const renderEaChartPng = (summary: readonly EaDocumentSummaryRow[], idLang: EaDocumentLangId): Buffer =>
  svgToPng(eaChartSvg(summary, idLang), CHART_PNG_WIDTH);

/** The height the PDF chart takes for a given width, in points. */
export const chartPdfHeight = (width: number) => (width * CHART_SIZE.height) / CHART_SIZE.width;

/** Draws the chart in the PDF at (x, y), `width` wide; the caller moves on by chartPdfHeight(width). */
export function drawEaChartPdf(
  doc: PDFKit.PDFDocument,
  summary: readonly EaDocumentSummaryRow[],
  x: number,
  y: number,
  width: number,
  idLang: EaDocumentLangId,
) {
  drawSvgInPdf(doc, eaChartSvg(summary, idLang, true), x, y, { width, height: chartPdfHeight(width) });
}
