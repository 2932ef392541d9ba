/**
 * The review's radar: one axis per skill category, the objective, the employee's and the manager's visions, and last
 * year's manager vision dashed when there is one, on the scale 0–4 (the details give each value as score / 4). One SVG
 * (integrations/charts/radar-chart.ts), drawn by real renderers: as vector shapes and text in the PDF (svg-to-pdfkit)
 * and as an anti-aliased PNG in the .docx (resvg), as the evaluation's chart (ea-chart.ts).
 */
import { seriesColor } from '@my-skills/shared/chart-series';
import { radarChartSvg } from '../charts/radar-chart';
import { drawSvgInPdf, svgToPng } from '../charts/render';
import { eepBmTextsFor, type EepBmDocumentData } from './eep-bm-document';
import type { EaDocumentLangId } from './ea-document';
import { winAnsiSafe } from './text';

type RadarKey = EepBmDocumentData['radar']['series'][number]['key'];

/** The scale's top: the series come as score / 4 and are drawn back on the scale 0–4. */
export const RADAR_MAX = 4;

/** The series' colours: the objective in blue, the visions and last year as in the evaluation's chart. */
export const RADAR_COLOURS: Record<RadarKey, string> = {
  objective: '#3b5b92',
  employee: seriesColor('consultant'),
  manager: seriesColor('manager'),
  lastYear: seriesColor('lastYear'),
};

/** The series' labels in the review's language. */
export function radarLabels(idLang: EaDocumentLangId): Record<RadarKey, string> {
  const t = eepBmTextsFor(idLang);
  return { objective: t.objective, employee: t.employee, manager: t.manager, lastYear: t.lastYear };
}

/** The radar's drawing size (SVG units); the PDF scales it into the page width, the PNG is RADAR_PNG_WIDTH wide. */
export const RADAR_SIZE = { width: 640, height: 440 } as const;
export const RADAR_PNG_WIDTH = 1240;

/**
 * A word too long for an axis label's line that joins two words with a slash ('Positioning/Offers') may break after
 * the slash, rather than be cut with an ellipsis.
 */
const breakableAfterSlash = (label: string) =>
  label
    .split(' ')
    .map((word) => (word.length > 15 && word.includes('/') ? word.replace('/', '/ ') : word))
    .join(' ');

/** The radar as SVG in the review's language (`forPdf`: its text in the PDF's WinAnsi fonts). */
export function eepBmRadarSvg(data: Pick<EepBmDocumentData, 'idLang' | 'radar'>, forPdf = false): string {
  const safe = forPdf ? winAnsiSafe : (text: string) => text;
  const labels = radarLabels(data.idLang);
  return radarChartSvg({
    title: safe(eepBmTextsFor(data.idLang).radarTitle),
    axes: data.radar.categories.map((name) => safe(breakableAfterSlash(name))),
    series: data.radar.series.map((s) => ({
      key: s.key,
      label: safe(labels[s.key]),
      color: RADAR_COLOURS[s.key],
      dashed: s.dashed,
      values: s.values.map((v) => v * RADAR_MAX),
    })),
    max: RADAR_MAX,
    ...RADAR_SIZE,
  });
}

/** The radar as a PNG for the .docx (RADAR_PNG_WIDTH × the radar's aspect). */
export const renderEepBmRadarPng = (data: Pick<EepBmDocumentData, 'idLang' | 'radar'>): Buffer =>
  svgToPng(eepBmRadarSvg(data), RADAR_PNG_WIDTH);

/** The height the PDF radar takes for a given width, in points. */
export const radarPdfHeight = (width: number) => (width * RADAR_SIZE.height) / RADAR_SIZE.width;

/** Draws the radar in the PDF at (x, y), `width` wide; the caller moves on by radarPdfHeight(width). */
export function drawEepBmRadarPdf(
  doc: PDFKit.PDFDocument,
  data: Pick<EepBmDocumentData, 'idLang' | 'radar'>,
  x: number,
  y: number,
  width: number,
) {
  drawSvgInPdf(doc, eepBmRadarSvg(data, true), x, y, { width, height: radarPdfHeight(width) });
}
