/**
 * The evaluation's chart: per skill type, three bars — the employee's average, the manager's and last
 * year's — on the scale 0–4. One geometry (`chartGeometry`), drawn twice: as vector shapes in the PDF
 * (`drawEaChartPdf`, with the type names and a legend) and as a PNG for the .docx (`renderEaChartPng`,
 * groups numbered 1–5 under the bars; the document names them and gives the legend in a caption).
 */
import { EVALUATION_CHART_SERIES, type ChartSeriesKey } from '@my-skills/shared/chart-series';
import { MUTED_COLOR, TEXT_COLOR } from './dc-document';
import { eaTextsFor, type EaDocumentLangId, type EaDocumentSummaryRow } from './ea-document';
import { RasterImage, parseColor } from './ea-png';
import { winAnsiSafe } from './text';

export const CHART_MAX = 4;
/** The series and their colours: the same on the screen and in every export (packages/shared). */
export const CHART_SERIES = EVALUATION_CHART_SERIES;
export type { ChartSeriesKey };
const GRID_COLOR = '#dfe6e7';
const AXIS_COLOR = '#7a8586';

/** The legend's entries in the evaluation's language: employee, manager, last year. */
export function chartLegend(idLang: EaDocumentLangId): { key: ChartSeriesKey; label: string; color: string }[] {
  const t = eaTextsFor(idLang);
  const labels: Record<ChartSeriesKey, string> = { consultant: t.employee, manager: t.manager, lastYear: t.lastYear };
  return CHART_SERIES.map((s) => ({ key: s.key, label: labels[s.key], color: s.color }));
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartBar extends Box {
  group: number;
  series: ChartSeriesKey;
  color: string;
  value: number;
}

export interface ChartGeometry {
  /** The plotting area: value 0 at its bottom, CHART_MAX at its top. */
  plot: Box;
  /** Horizontal grid lines, one per whole value 0–4 (y of each). */
  grid: { value: number; y: number }[];
  /** One slot per type: its horizontal extent and centre. */
  groups: { index: number; label: string; x: number; width: number; centre: number }[];
  /** Rated averages only (a type or series without a rated line has no bar). */
  bars: ChartBar[];
}

/** Lays the chart out in `plot` (any unit: PDF points or pixels). */
export function chartGeometry(summary: readonly EaDocumentSummaryRow[], plot: Box): ChartGeometry {
  const valueY = (v: number) => plot.y + plot.height * (1 - Math.max(0, Math.min(CHART_MAX, v)) / CHART_MAX);
  const slot = plot.width / Math.max(1, summary.length);
  const barWidth = (slot * 0.7) / CHART_SERIES.length;
  const grid = Array.from({ length: CHART_MAX + 1 }, (_, value) => ({ value, y: valueY(value) }));
  const groups = summary.map((row, index) => ({
    index,
    label: row.typeLabel,
    x: plot.x + index * slot,
    width: slot,
    centre: plot.x + (index + 0.5) * slot,
  }));
  const bars: ChartBar[] = [];
  summary.forEach((row, group) => {
    const left = plot.x + group * slot + slot * 0.15;
    CHART_SERIES.forEach((series, i) => {
      const value = row[series.key];
      if (value === null) return;
      const top = valueY(value);
      bars.push({
        group,
        series: series.key,
        color: series.color,
        value,
        x: left + i * barWidth,
        y: top,
        width: barWidth * 0.92,
        height: plot.y + plot.height - top,
      });
    });
  });
  return { plot, grid, groups, bars };
}

// ── PNG (for the .docx) ─────────────────────────────────────────────────────────

export const CHART_PNG = { width: 1200, height: 440 } as const;
/** The plotting area inside the PNG (room for the values on the left, the group numbers underneath). */
export const CHART_PNG_PLOT: Box = { x: 60, y: 20, width: CHART_PNG.width - 80, height: CHART_PNG.height - 90 };

/** The chart as a PNG image: grid, bars, values 0–4 on the left, groups numbered 1–5 underneath. */
export function renderEaChartPng(summary: readonly EaDocumentSummaryRow[]): Buffer {
  const { width, height } = CHART_PNG;
  const image = new RasterImage(width, height);
  const scale = 4;
  const plot = CHART_PNG_PLOT;
  const geometry = chartGeometry(summary, plot);
  const axis = parseColor(AXIS_COLOR);
  for (const line of geometry.grid) {
    image.fillRect(plot.x, line.y - 1, plot.width, 2, parseColor(line.value === 0 ? AXIS_COLOR : GRID_COLOR));
    const label = String(line.value);
    image.digits(label, plot.x - 16 - RasterImage.digitsWidth(label, scale), line.y - 2.5 * scale, scale, axis);
  }
  for (const bar of geometry.bars) image.fillRect(bar.x, bar.y, bar.width, bar.height, parseColor(bar.color));
  image.fillRect(plot.x - 1, plot.y, 2, plot.height + 1, axis);
  for (const group of geometry.groups) {
    const label = String(group.index + 1);
    const top = plot.y + plot.height + 20;
    image.digits(label, group.centre - RasterImage.digitsWidth(label, scale + 1) / 2, top, scale + 1, axis);
  }
  return image.toPng();
}

// ── PDF (vector) ────────────────────────────────────────────────────────────────

/** The height the PDF chart takes (plot, type names, legend), in points. */
export const CHART_PDF_HEIGHT = 210;

/** Draws the chart in the PDF at (x, y), `width` wide, CHART_PDF_HEIGHT high; the caller moves on after it. */
export function drawEaChartPdf(
  doc: PDFKit.PDFDocument,
  summary: readonly EaDocumentSummaryRow[],
  x: number,
  y: number,
  width: number,
  idLang: EaDocumentLangId,
) {
  const legendHeight = 16;
  const labelsHeight = 34;
  const plot = { x: x + 22, y: y + legendHeight + 6, width: width - 30 };
  const geometry = chartGeometry(summary, {
    ...plot,
    height: CHART_PDF_HEIGHT - legendHeight - 6 - labelsHeight,
  });
  const p = geometry.plot;

  // Legend, top right.
  doc.font('Helvetica').fontSize(8);
  let lx = x + width;
  for (const entry of [...chartLegend(idLang)].reverse()) {
    const label = winAnsiSafe(entry.label);
    lx -= doc.widthOfString(label) + 20;
    doc
      .save()
      .rect(lx, y + 2, 9, 9)
      .fill(entry.color)
      .restore();
    doc.fillColor(MUTED_COLOR).text(label, lx + 12, y + 2.5, { lineBreak: false });
  }

  for (const line of geometry.grid) {
    doc
      .save()
      .moveTo(p.x, line.y)
      .lineTo(p.x + p.width, line.y)
      .lineWidth(line.value === 0 ? 0.8 : 0.4)
      .strokeColor(line.value === 0 ? AXIS_COLOR : GRID_COLOR)
      .stroke()
      .restore();
    doc
      .fillColor(MUTED_COLOR)
      .fontSize(7.5)
      .text(String(line.value), x, line.y - 3.5, { width: 16, align: 'right', lineBreak: false });
  }
  for (const bar of geometry.bars) doc.save().rect(bar.x, bar.y, bar.width, bar.height).fill(bar.color).restore();
  // Values above the bars.
  doc.fontSize(6.5).fillColor(TEXT_COLOR);
  for (const bar of geometry.bars) {
    const value = idLang === 2 ? bar.value.toFixed(1) : bar.value.toFixed(1).replace('.', ',');
    doc.text(value, bar.x - 6, bar.y - 8.5, { width: bar.width + 12, align: 'center', lineBreak: false });
  }
  doc.fontSize(7.5).fillColor(TEXT_COLOR);
  for (const group of geometry.groups) {
    doc.text(winAnsiSafe(group.label), group.x + 2, p.y + p.height + 5, {
      width: group.width - 4,
      height: labelsHeight - 6,
      align: 'center',
      ellipsis: true,
    });
  }
}
