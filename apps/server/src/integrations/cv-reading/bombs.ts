/**
 * Checks against decompression bombs that a worker's heap limit does not stop (pdfjs and tesseract decode into
 * ArrayBuffers, outside the heap): every Flate stream of a PDF is inflated once, counting, before pdfjs sees the file;
 * a picture's declared size is read from its header before OCR.
 */
import { Unzlib } from 'fflate';
import { CvReadFailure } from './text';

export const PDF_STREAM_LIMITS = { maxStreamBytes: 64 * 1024 * 1024, maxTotalBytes: 256 * 1024 * 1024 };

const SLICE = 16 * 1024;
const ascii = (text: string) => Buffer.from(text, 'latin1');
const STREAM = ascii('stream');
const END_STREAM = ascii('endstream');
const OBJ = ascii('obj');

/** Throws CvReadFailure('UNREADABLE') when a Flate stream inflates past the limits. */
export function checkPdfStreams(bytes: Uint8Array, limits = PDF_STREAM_LIMITS): void {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let at = data.indexOf(STREAM);
  while (at >= 0) {
    const dictionaryStart = Math.max(0, data.lastIndexOf(OBJ, at), at - 4096);
    const dictionary = data.toString('latin1', dictionaryStart, at);
    // 'stream' after a dictionary starts a stream; anywhere else (in text, in 'endstream') it does not.
    if (!dictionary.trimEnd().endsWith('>>')) {
      at = data.indexOf(STREAM, at + STREAM.length);
      continue;
    }
    let start = at + STREAM.length;
    if (data[start] === 0x0d) start++;
    if (data[start] === 0x0a) start++;
    const end = data.indexOf(END_STREAM, start);
    if (end < 0) return;
    if (/\/(FlateDecode|Fl)\b/.test(dictionary)) {
      let size = 0;
      const inflate = new Unzlib((chunk) => {
        size += chunk.length;
        total += chunk.length;
        if (size > limits.maxStreamBytes || total > limits.maxTotalBytes) {
          throw new CvReadFailure('UNREADABLE', 'pdf stream inflates too much');
        }
      });
      try {
        for (let from = start; from < end; from += SLICE) {
          inflate.push(data.subarray(from, Math.min(end, from + SLICE)), from + SLICE >= end);
        }
      } catch (error) {
        // Corrupt or encrypted data is pdfjs's to judge; only the size limit refuses here.
        if (error instanceof CvReadFailure) throw error;
      }
    }
    at = data.indexOf(STREAM, end + END_STREAM.length);
  }
}

/** Most pixels of a picture read by OCR (an A4 page at 600 dpi is 35 million). */
export const MAX_OCR_PIXELS = 40_000_000;

/** A PNG's or JPEG's pixel count from its header, or null when unknown. */
export function declaredPixels(image: Uint8Array): number | null {
  const data = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47) return data.readUInt32BE(16) * data.readUInt32BE(20);
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) {
    let at = 2;
    while (at + 9 < data.length && data[at] === 0xff) {
      const marker = data[at + 1] ?? 0;
      const length = data.readUInt16BE(at + 2);
      // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) hold the frame's height and width.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return data.readUInt16BE(at + 5) * data.readUInt16BE(at + 7);
      }
      at += 2 + length;
    }
  }
  return null;
}
