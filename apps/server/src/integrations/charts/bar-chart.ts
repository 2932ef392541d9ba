/**
 * A grouped bar chart as SVG: one group per category, one bar per series, on the scale 0–`max`, with the grid, the
 * values above the bars, the group labels underneath (wrapped on two lines) and the legend on top. A null value
 * draws no bar.
 */
import {
  CHART_AXIS_COLOR,
  CHART_GRID_COLOR,
  CHART_MUTED_COLOR,
  formatScore,
  legend,
  num,
  svgDocument,
  text,
  wrapLabel,
  type ChartSeries,
} from './svg';

export interface BarChartInput {
  title: string;
  groups: readonly { label: string; values: Readonly<Record<string, number | null>> }[];
  series: readonly ChartSeries[];
  max: number;
  width: number;
  height: number;
  decimalComma: boolean;
}

export interface BarGeometry {
  group: number;
  series: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const FONT = 11;
const LEGEND = 22;
const LABELS = 48;
const LEFT = 26;

/** Where the bars go (exposed for tests and for callers that annotate the chart). */
export function barLayout(input: BarChartInput) {
  const plot = { x: LEFT, y: LEGEND + 14, width: input.width - LEFT - 4, height: input.height - LEGEND - 14 - LABELS };
  const valueY = (v: number) => plot.y + plot.height * (1 - Math.max(0, Math.min(input.max, v)) / input.max);
  const slot = plot.width / Math.max(1, input.groups.length);
  const barWidth = (slot * 0.7) / Math.max(1, input.series.length);
  const bars: BarGeometry[] = [];
  input.groups.forEach((group, g) => {
    const left = plot.x + g * slot + slot * 0.15;
    input.series.forEach((s, i) => {
      const value = group.values[s.key];
      if (value === null || value === undefined) return;
      const top = valueY(value);
      bars.push({
        group: g,
        series: s.key,
        value,
        x: left + i * barWidth,
        y: top,
        width: barWidth * 0.92,
        height: plot.y + plot.height - top,
      });
    });
  });
  return { plot, slot, valueY, bars };
}

export function barChartSvg(input: BarChartInput): string {
  const { plot, slot, valueY, bars } = barLayout(input);
  const parts: string[] = [legend(input.series, input.width - 4, 2, FONT)];
  for (let v = 0; v <= input.max; v++) {
    const y = valueY(v);
    parts.push(
      `<line x1="${num(plot.x)}" y1="${num(y)}" x2="${num(plot.x + plot.width)}" y2="${num(y)}" stroke="${
        v === 0 ? CHART_AXIS_COLOR : CHART_GRID_COLOR
      }" stroke-width="${v === 0 ? 1.2 : 0.8}"/>`,
      text(plot.x - 8, y + FONT * 0.35, String(v), { size: FONT, anchor: 'end', color: CHART_MUTED_COLOR }),
    );
  }
  const colour = new Map(input.series.map((s) => [s.key, s.color]));
  for (const bar of bars) {
    parts.push(
      `<rect x="${num(bar.x)}" y="${num(bar.y)}" width="${num(bar.width)}" height="${num(bar.height)}" fill="${colour.get(bar.series)}"/>`,
      text(bar.x + bar.width / 2, bar.y - 3, formatScore(bar.value, input.decimalComma), {
        size: FONT * 0.8,
        anchor: 'middle',
      }),
    );
  }
  input.groups.forEach((group, g) => {
    const centre = plot.x + (g + 0.5) * slot;
    wrapLabel(group.label, slot - 6, FONT, 3).forEach((line, i) => {
      parts.push(
        text(centre, plot.y + plot.height + FONT + 3 + i * (FONT + 2), line, { size: FONT, anchor: 'middle' }),
      );
    });
  });
  return svgDocument(input.width, input.height, parts.join(''), input.title);
}
