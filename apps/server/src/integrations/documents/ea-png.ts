/**
 * A minimal raster canvas and PNG encoder, enough for the evaluation's bar chart in the .docx:
 * filled rectangles on an RGB buffer, digits from a 3×5 bitmap font, and a PNG (8-bit truecolour,
 * no interlace) written with node:zlib. No native dependency.
 */
import zlib from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG and zip use it). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of `width` × `height` RGB pixels (3 bytes each, rows top to bottom). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new Error('bad image size');
  if (rgb.length !== width * height * 3) throw new Error('pixel buffer does not match the size');
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter method
  ihdr[12] = 0; // no interlace
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter type None
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type Rgb = readonly [number, number, number];

/** '#00727a' → [0, 114, 122]. */
export function parseColor(color: string): Rgb {
  const hex = color.replace('#', '');
  const value = parseInt(hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** 3×5 digits, rows top to bottom, 3 bits a row (most significant bit on the left). */
const DIGITS: Record<string, number[]> = {
  '0': [7, 5, 5, 5, 7],
  '1': [2, 6, 2, 2, 7],
  '2': [7, 1, 7, 4, 7],
  '3': [7, 1, 7, 1, 7],
  '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 7, 1, 7],
  '6': [7, 4, 7, 5, 7],
  '7': [7, 1, 1, 1, 1],
  '8': [7, 5, 7, 5, 7],
  '9': [7, 5, 7, 1, 7],
};

/** An RGB canvas, white at first; coordinates in pixels, rectangles clipped to the canvas. */
export class RasterImage {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = [255, 255, 255],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb) {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    if (x1 <= x0 || y1 <= y0) return;
    // One row of the rectangle, then copied to the others.
    const first = (y0 * this.width + x0) * 3;
    for (let col = 0; col < x1 - x0; col++) this.pixels.set(color, first + col * 3);
    const length = (x1 - x0) * 3;
    for (let row = y0 + 1; row < y1; row++) this.pixels.copyWithin((row * this.width + x0) * 3, first, first + length);
  }

  pixel(x: number, y: number): Rgb {
    const i = (y * this.width + x) * 3;
    return [this.pixels[i]!, this.pixels[i + 1]!, this.pixels[i + 2]!];
  }

  /** Digits (other characters leave a gap) with their top-left corner at (x, y), each dot `scale` pixels. */
  digits(text: string, x: number, y: number, scale: number, color: Rgb) {
    let left = x;
    for (const ch of text) {
      (DIGITS[ch] ?? []).forEach((bits, row) => {
        for (let col = 0; col < 3; col++) {
          if (bits & (4 >> col)) this.fillRect(left + col * scale, y + row * scale, scale, scale, color);
        }
      });
      left += 4 * scale;
    }
  }

  /** Width in pixels of `text` drawn by `digits`. */
  static digitsWidth(text: string, scale: number) {
    return text.length ? (text.length * 4 - 1) * scale : 0;
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}
