import { Resvg } from '@resvg/resvg-js';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { barChartSvg, barLayout, type BarChartInput } from './bar-chart';
import { radarChartSvg, radarLayout, type RadarChartInput } from './radar-chart';
import { CHART_FONT_FILES, drawSvgInPdf, svgToPng } from './render';
import { esc, formatScore, wrapLabel } from './svg';

const series = [
  { key: 'a', label: 'Salarié', color: '#f2a541' },
  { key: 'b', label: 'Manager', color: '#00727a' },
];
const bars: BarChartInput = {
  title: 'Synthèse',
  groups: [
    { label: 'Compétences techniques', values: { a: 4, b: 2 } },
    { label: 'R&D <savoir-être>', values: { a: 1, b: null } },
  ],
  series,
  max: 4,
  width: 600,
  height: 300,
  decimalComma: true,
};

/** The RGBA pixel at (x, y) of the SVG rendered at its own size. */
function pixel(svg: string, x: number, y: number): string {
  const image = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [CHART_FONT_FILES.regular] } }).render();
  const i = (Math.round(y) * image.width + Math.round(x)) * 4;
  const p = image.pixels;
  return `#${[p[i]!, p[i + 1]!, p[i + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

describe('bar chart', () => {
  it('lays bars out on the scale, none for a missing value', () => {
    const { plot, bars: laid } = barLayout(bars);
    expect(laid.map((b) => [b.group, b.series, b.value])).toEqual([
      [0, 'a', 4],
      [0, 'b', 2],
      [1, 'a', 1],
    ]);
    const full = laid[0]!;
    expect(full.y).toBeCloseTo(plot.y);
    expect(full.height).toBeCloseTo(plot.height);
    expect(laid[1]!.height).toBeCloseTo(plot.height / 2);
  });

  it('draws each bar in its series’ colour, with the values, labels and legend as text', () => {
    const svg = barChartSvg(bars);
    const { bars: laid } = barLayout(bars);
    for (const bar of laid) {
      const colour = series.find((s) => s.key === bar.series)!.color;
      expect(pixel(svg, bar.x + bar.width / 2, bar.y + bar.height / 2)).toBe(colour);
    }
    expect(svg).toContain('>4,0<');
    expect(svg).toContain('R&amp;D &lt;savoir-être&gt;');
    expect(svg).toContain('>Salarié<');
    expect(svg).toContain('<title>Synthèse</title>');
  });
});

describe('radar chart', () => {
  const radar: RadarChartInput = {
    title: 'Radar',
    axes: ['Développement commercial', 'Stratégie', 'Recrutement'],
    series: [
      { key: 'goal', label: 'Objectif', color: '#00727a', values: [4, 4, 4] },
      { key: 'last', label: 'N-1', color: '#a3adae', dashed: true, values: [2, null, 1] },
      { key: 'none', label: 'Vide', color: '#ff0000', values: [null, null, null] },
    ],
    max: 4,
    width: 600,
    height: 420,
  };

  it('puts the first axis straight up and values on their ring', () => {
    const { cx, cy, radius, point } = radarLayout(radar);
    expect(point(0, 4).x).toBeCloseTo(cx);
    expect(point(0, 4).y).toBeCloseTo(cy - radius);
    expect(point(1, 2).x - cx).toBeCloseTo((radius / 2) * Math.cos(Math.PI / 6));
  });

  it('draws a polygon per series with values, the dashed one unfilled, and the axis labels', () => {
    const svg = radarChartSvg(radar);
    const polygons = [...svg.matchAll(/<polygon [^>]*stroke="(#[0-9a-f]{6})"[^>]*\/>/g)].map((m) => m[0]);
    const series = polygons.filter((p) => !p.includes('fill="none" stroke="#dfe6e7"'));
    expect(series).toHaveLength(2);
    expect(series[1]).toContain('stroke-dasharray="6 4"');
    expect(series[1]).toContain('fill="none"');
    expect(svg).not.toContain('#ff0000"/>');
    expect(svg).toContain('>Stratégie<');
    const { point } = radarLayout(radar);
    const goalTop = point(0, 4);
    expect(pixel(svg, goalTop.x, goalTop.y)).toBe('#00727a');
  });
});

describe('rendering', () => {
  it('writes a PNG of the asked width', () => {
    const png = svgToPng(barChartSvg(bars), 1200);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(600);
  });

  it('draws into a PDF as vector and text in the document’s font, and restores the document’s font', async () => {
    const doc = new PDFDocument({ size: 'A4', compress: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    doc.font('Times-Roman');
    drawSvgInPdf(doc, barChartSvg(bars), 40, 40, { width: 500, height: 250 });
    expect((doc as unknown as { _font: { name: string } })._font.name).toBe('Times-Roman');
    doc.end();
    const pdf = (await done).toString('latin1');
    expect(pdf).toContain('/BaseFont /Helvetica');
    expect(pdf).not.toContain('FontFile2');
    // The bars are filled paths in their colours (0.949 0.647 0.254… = #f2a541).
    expect(pdf).toMatch(/0\.949\d* 0\.647\d* 0\.254\d* scn/);
  });
});

describe('helpers', () => {
  it('escapes, formats and wraps', () => {
    expect(esc('a<b>&"c\'\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&#39;');
    expect(formatScore(2.25, true)).toBe('2,3');
    expect(formatScore(2.25, false)).toBe('2.3');
    expect(wrapLabel('Compétences techniques et savoir-faire du métier', 80, 11)).toHaveLength(2);
    expect(wrapLabel('Court', 80, 11)).toEqual(['Court']);
    expect(wrapLabel('Compétences techniques et savoir-faire du métier', 80, 11)[1]!.endsWith('…')).toBe(true);
  });
});
