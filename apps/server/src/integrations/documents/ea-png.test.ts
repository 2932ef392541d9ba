import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CHART_PNG, CHART_PNG_PLOT, CHART_SERIES, chartGeometry, renderEaChartPng } from './ea-chart';
import { richEaDocument } from './ea-document-fixture';
import { PNG_SIGNATURE, RasterImage, crc32, encodePng, parseColor } from './ea-png';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

/** The chunks of a PNG, each with its CRC checked. */
function pngChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    chunks.push({ type, data, crcOk: crc === crc32(png.subarray(offset + 4, offset + 8 + length)) });
    offset += 12 + length;
  }
  return chunks;
}

/** Decodes an 8-bit RGB PNG without filters (what encodePng writes) back to its pixels. */
function decodeRgb(png: Buffer) {
  const chunks = pngChunks(png);
  const ihdr = chunks.find((c) => c.type === 'IHDR')!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const raw = zlib.inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 3 + 1;
  const pixel = (x: number, y: number) => {
    expect(raw[y * stride]).toBe(0);
    const i = y * stride + 1 + x * 3;
    return [raw[i], raw[i + 1], raw[i + 2]];
  };
  return { width, height, bitDepth: ihdr[8], colourType: ihdr[9], rawLength: raw.length, pixel };
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
    // The CRC of an empty IEND chunk, as every PNG ends.
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });
});

describe('encodePng', () => {
  it('writes the signature, a valid IHDR, IDAT and IEND with correct CRCs', () => {
    const image = new RasterImage(7, 5);
    const png = image.toPng();
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const chunks = pngChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    expect(chunks[0]!.data).toHaveLength(13);
    const decoded = decodeRgb(png);
    expect([decoded.width, decoded.height, decoded.bitDepth, decoded.colourType]).toEqual([7, 5, 8, 2]);
    expect(decoded.rawLength).toBe(5 * (7 * 3 + 1));
  });

  it('decodes back to the pixels drawn', () => {
    const image = new RasterImage(20, 10);
    image.fillRect(2, 3, 4, 5, parseColor('#00727a'));
    image.fillRect(18, 8, 10, 10, [255, 0, 0]); // clipped at the edges
    const decoded = decodeRgb(image.toPng());
    expect(decoded.pixel(0, 0)).toEqual([255, 255, 255]);
    expect(decoded.pixel(2, 3)).toEqual([0, 114, 122]);
    expect(decoded.pixel(5, 7)).toEqual([0, 114, 122]);
    expect(decoded.pixel(6, 7)).toEqual([255, 255, 255]);
    expect(decoded.pixel(2, 8)).toEqual([255, 255, 255]);
    expect(decoded.pixel(19, 9)).toEqual([255, 0, 0]);
    expect(decoded.pixel(17, 9)).toEqual([255, 255, 255]);
  });

  it('refuses a buffer that does not match the size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(/does not match/);
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(/bad image size/);
  });
});

describe('the chart', () => {
  const summary = richEaDocument(1).summary;

  it('puts three bars per type, heights on the 0–4 scale, none for a type without ratings', () => {
    const rows = summary.map((r, i) => (i === 2 ? { ...r, consultant: null, manager: null, lastYear: null } : r));
    const plot = { x: 0, y: 0, width: 500, height: 200 };
    const geometry = chartGeometry(rows, plot);
    expect(geometry.groups).toHaveLength(5);
    expect(geometry.grid.map((g) => g.y)).toEqual([200, 150, 100, 50, 0]);
    expect(geometry.bars).toHaveLength(12);
    expect(geometry.bars.some((b) => b.group === 2)).toBe(false);
    const first = geometry.bars.filter((b) => b.group === 0);
    expect(first.map((b) => b.series)).toEqual(CHART_SERIES.map((s) => s.key));
    for (const bar of geometry.bars) {
      expect(bar.height).toBeCloseTo((bar.value / 4) * 200);
      expect(bar.y + bar.height).toBeCloseTo(200);
      const group = geometry.groups[bar.group]!;
      expect(bar.x).toBeGreaterThanOrEqual(group.x);
      expect(bar.x + bar.width).toBeLessThanOrEqual(group.x + group.width);
    }
  });

  it('draws the bars in the series’ colours in the PNG', () => {
    const png = renderEaChartPng(summary);
    const decoded = decodeRgb(png);
    expect([decoded.width, decoded.height]).toEqual([CHART_PNG.width, CHART_PNG.height]);
    for (const bar of chartGeometry(summary, CHART_PNG_PLOT).bars) {
      const x = Math.round(bar.x + bar.width / 2);
      const y = Math.round(bar.y + bar.height - 10);
      expect(decoded.pixel(x, y)).toEqual([...parseColor(bar.color)]);
    }
  });
});
