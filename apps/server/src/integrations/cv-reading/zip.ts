/**
 * A zip package read defensively (a .docx): the central directory lists the entries (at most `maxEntries`), and an
 * entry is inflated only on demand, in slices, stopping as soon as it passes `maxEntryBytes` or the package passes
 * `maxTotalBytes` — whatever sizes the headers declare (a zip bomb declares small ones).
 */
import { Inflate } from 'fflate';
import { CvReadFailure } from './text';

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
}

export const DOCX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxEntryBytes: 32 * 1024 * 1024,
  maxTotalBytes: 96 * 1024 * 1024,
};

interface Entry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const SLICE = 16 * 1024;

export interface ZipPackage {
  names: string[];
  has(name: string): boolean;
  /** The entry's bytes, or null when it is missing. Throws CvReadFailure('UNREADABLE') past the limits. */
  read(name: string): Uint8Array | null;
}

export function openZip(bytes: Uint8Array, limits: ZipLimits = DOCX_ZIP_LIMITS): ZipPackage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fail = (why: string): never => {
    throw new CvReadFailure('UNREADABLE', `zip: ${why}`);
  };
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) fail('no end of central directory');
  const count = view.getUint16(end + 10, true);
  if (count > limits.maxEntries) fail('too many entries');
  let offset = view.getUint32(end + 16, true);
  const entries = new Map<string, Entry>();
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL) fail('broken central directory');
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    entries.set(name.replace(/^\/+/, ''), {
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      localOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  let total = 0;
  const read = (name: string): Uint8Array | null => {
    const entry = entries.get(name);
    if (!entry) return null;
    const local = entry.localOffset;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL) fail('broken local header');
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (data.length < entry.compressedSize) fail('truncated entry');
    if (entry.method === 0) {
      total += data.length;
      if (data.length > limits.maxEntryBytes || total > limits.maxTotalBytes) fail('entry too large');
      return data;
    }
    if (entry.method !== 8) fail('unknown compression');
    const parts: Uint8Array[] = [];
    let size = 0;
    const inflate = new Inflate((chunk) => {
      size += chunk.length;
      total += chunk.length;
      if (size > limits.maxEntryBytes || total > limits.maxTotalBytes) fail('entry inflates too much');
      parts.push(chunk);
    });
    try {
      for (let at = 0; at < data.length; at += SLICE) {
        inflate.push(data.subarray(at, Math.min(data.length, at + SLICE)), at + SLICE >= data.length);
      }
    } catch (error) {
      if (error instanceof CvReadFailure) throw error;
      fail('bad deflate data');
    }
    const out = new Uint8Array(size);
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  };
  const names = [...entries.keys()];
  return { names, has: (name) => entries.has(name), read };
}
