/**
 * What the chart builders share: escaping, number formatting, the font, the legend and label layout. Charts are
 * SVG documents (strings), drawn by a real renderer for each export: svg-to-pdfkit as vector into the PDF,
 * resvg as PNG into Word (render.ts).
 */

/** The family every chart writes its text in: DejaVu Sans, shipped by the `dejavu-fonts-ttf` package (render.ts). */
export const CHART_FONT_FAMILY = 'DejaVu Sans';
export const CHART_TEXT_COLOR = '#263238';
export const CHART_MUTED_COLOR = '#5b6667';
export const CHART_GRID_COLOR = '#dfe6e7';
export const CHART_AXIS_COLOR = '#7a8586';

/** One series: its key, its label in the document's language, its colour; `dashed` draws it with a dashed line. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  dashed?: boolean;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as SVG character data or attribute value (control characters dropped: XML refuses them). */
export const esc = (value: string): string =>
  // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters
  value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** A coordinate with at most two decimals. */
export const num = (n: number): string => String(Math.round(n * 100) / 100);

/** An average as the document's language writes it: `2,5` in French, `2.5` in English. */
export const formatScore = (value: number, decimalComma: boolean): string => {
  const text = value.toFixed(1);
  return decimalComma ? text.replace('.', ',') : text;
};

/** The width a text takes at `size` in DejaVu Sans, near enough to lay labels out (average advance ≈ 0.6 em). */
export const textWidth = (text: string, size: number): number => text.length * size * 0.6;

/** Splits a label into at most `maxLines` lines of `width`, the last one shortened with an ellipsis. */
export function wrapLabel(label: string, width: number, size: number, maxLines = 2): string[] {
  const words = label.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, size) <= width || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((l) => shorten(l, width, size));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = shorten(`${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`, width, size, true);
  return kept;
}

function shorten(line: string, width: number, size: number, cut = false): string {
  if (!cut && textWidth(line, size) <= width) return line;
  const room = Math.max(1, Math.floor(width / (size * 0.6)) - 1);
  return line.length > room ? `${line.slice(0, room).trimEnd()}…` : line;
}

/** A text element. */
export function text(
  x: number,
  y: number,
  content: string,
  {
    size,
    anchor = 'start',
    color = CHART_TEXT_COLOR,
    bold = false,
  }: {
    size: number;
    anchor?: 'start' | 'middle' | 'end';
    color?: string;
    bold?: boolean;
  },
): string {
  return `<text x="${num(x)}" y="${num(y)}" font-size="${num(size)}" text-anchor="${anchor}" fill="${color}"${
    bold ? ' font-weight="bold"' : ''
  }>${esc(content)}</text>`;
}

/** The legend, right-aligned on one line at `y`: a swatch (or a dashed line) and the label of each series. */
export function legend(series: readonly ChartSeries[], right: number, y: number, size: number): string {
  const parts: string[] = [];
  let x = right;
  for (const s of [...series].reverse()) {
    x -= textWidth(s.label, size);
    parts.push(text(x, y + size * 0.85, s.label, { size, color: CHART_MUTED_COLOR }));
    x -= size * 1.6;
    parts.push(
      s.dashed
        ? `<line x1="${num(x)}" y1="${num(y + size / 2)}" x2="${num(x + size * 1.2)}" y2="${num(y + size / 2)}" stroke="${s.color}" stroke-width="2" stroke-dasharray="3 2"/>`
        : `<rect x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(size)}" fill="${s.color}"/>`,
    );
    x -= size * 1.2;
  }
  return parts.join('');
}

/** The SVG document around the chart's elements. */
export const svgDocument = (width: number, height: number, body: string, title: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(
    height,
  )}" font-family="${CHART_FONT_FAMILY}" role="img"><title>${esc(title)}</title><rect width="100%" height="100%" fill="#ffffff"/>${body}</svg>`;
