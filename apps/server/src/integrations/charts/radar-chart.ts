/**
 * A radar (spider) chart as SVG: one spoke per axis, rings at each whole value 0–`max`, one closed polygon per series
 * (filled lightly, outlined in its colour; `dashed` series outlined dashed and not filled), the axis labels around it
 * and the legend on top. A null value is drawn at the centre (0); a series with no value at all is not drawn (nor in
 * the legend).
 */
import {
  CHART_GRID_COLOR,
  CHART_MUTED_COLOR,
  legend,
  num,
  svgDocument,
  text,
  wrapLabel,
  type ChartSeries,
} from './svg';

export interface RadarChartInput {
  title: string;
  axes: readonly string[];
  series: readonly (ChartSeries & { values: readonly (number | null)[] })[];
  max: number;
  width: number;
  height: number;
}

const FONT = 11;
const LEGEND = 22;

/** The centre, radius and the point of a value on an axis (axis 0 straight up, clockwise). */
export function radarLayout(input: Pick<RadarChartInput, 'axes' | 'max' | 'width' | 'height'>) {
  const labelRoom = 124;
  const cx = input.width / 2;
  const cy = LEGEND + 8 + (input.height - LEGEND - 8) / 2;
  const radius = Math.max(10, Math.min(input.width / 2 - labelRoom, (input.height - LEGEND - 8) / 2 - FONT * 2.6));
  const angle = (i: number) => -Math.PI / 2 + (2 * Math.PI * i) / Math.max(1, input.axes.length);
  const point = (i: number, value: number) => {
    const r = (radius * Math.max(0, Math.min(input.max, value))) / input.max;
    return { x: cx + r * Math.cos(angle(i)), y: cy + r * Math.sin(angle(i)) };
  };
  return { cx, cy, radius, angle, point };
}

const polygon = (points: readonly { x: number; y: number }[]) => points.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');

export function radarChartSvg(input: RadarChartInput): string {
  const { cx, cy, radius, angle, point } = radarLayout(input);
  const n = input.axes.length;
  // A series without any value (no review last year) is neither drawn nor in the legend.
  const shown = input.series.filter((s) => s.values.some((v) => v !== null));
  const parts: string[] = [legend(shown, input.width - 4, 2, FONT)];
  for (let v = 1; v <= input.max; v++) {
    const ring = input.axes.map((_, i) => point(i, v));
    parts.push(`<polygon points="${polygon(ring)}" fill="none" stroke="${CHART_GRID_COLOR}" stroke-width="0.8"/>`);
    const top = point(0, v);
    parts.push(text(top.x + 3, top.y + FONT * 0.35, String(v), { size: FONT * 0.75, color: CHART_MUTED_COLOR }));
  }
  input.axes.forEach((label, i) => {
    const end = point(i, input.max);
    parts.push(
      `<line x1="${num(cx)}" y1="${num(cy)}" x2="${num(end.x)}" y2="${num(end.y)}" stroke="${CHART_GRID_COLOR}" stroke-width="0.8"/>`,
    );
    const a = angle(i);
    const lx = cx + (radius + 8) * Math.cos(a);
    const ly = cy + (radius + 8) * Math.sin(a);
    const cos = Math.cos(a);
    const anchor = Math.abs(cos) < 0.2 ? 'middle' : cos > 0 ? 'start' : 'end';
    const lines = wrapLabel(label, 118, FONT);
    const above = Math.sin(a) < -0.5;
    const first = above
      ? ly - (lines.length - 1) * (FONT + 1) - 2
      : ly + FONT * 0.35 + (Math.sin(a) > 0.5 ? FONT * 0.6 : 0);
    lines.forEach((line, j) => parts.push(text(lx, first + j * (FONT + 1), line, { size: FONT, anchor })));
  });
  for (const s of shown) {
    if (n === 0) continue;
    const points = s.values.map((v, i) => point(i, v ?? 0));
    parts.push(
      `<polygon points="${polygon(points)}" fill="${s.dashed ? 'none' : s.color}" fill-opacity="${s.dashed ? 0 : 0.12}" stroke="${
        s.color
      }" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''}/>`,
    );
    for (const p of points) parts.push(`<circle cx="${num(p.x)}" cy="${num(p.y)}" r="2.5" fill="${s.color}"/>`);
  }
  return svgDocument(input.width, input.height, parts.join(''), input.title);
}
