/**
 * A ZIP written while it is sent (fflate's streaming `Zip`, one `ZipDeflate` per entry): each entry's bytes are
 * compressed as they are pushed and the archive's bytes go straight into `out`; when `out` is full (the client reads
 * slower than the export is read), the writer waits for it to drain before reading more, so memory holds a chunk,
 * never the archive. A closed `out` (the client went away) stops the export.
 */
import type { Writable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/** The export was stopped: the answer's stream closed before the end (the client went away). */
export class ExportStopped extends Error {
  override readonly name = 'ExportStopped';
}

/** Text pushed in chunks of about this size (fewer, larger deflate blocks). */
const TEXT_CHUNK = 64 * 1024;
/** Stored files pushed in slices of this size (the answer drains between them). */
const BYTES_CHUNK = 256 * 1024;
const encoder = new TextEncoder();

export interface ZipEntry {
  /** Adds text (UTF-8), compressed as it comes. */
  text(value: string): Promise<void>;
  /** Adds bytes. */
  bytes(value: Uint8Array): Promise<void>;
  /** Ends the entry (the archive's next entry may start). */
  end(): Promise<void>;
}

export function zipStream(out: Writable) {
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      return;
    }
    if (out.destroyed) return;
    out.write(chunk);
    if (final) out.end();
  });

  async function flowing(): Promise<void> {
    if (failure) throw failure;
    if (out.destroyed) throw new ExportStopped('the answer was closed');
    if (!out.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
    if (out.destroyed) throw new ExportStopped('the answer was closed');
  }

  return {
    entry(name: string, mtime: Date): ZipEntry {
      const file = new ZipDeflate(name, { level: 6 });
      file.mtime = mtime;
      zip.add(file);
      let pending = '';
      const push = async (bytes: Uint8Array, final = false) => {
        file.push(bytes, final);
        await flowing();
      };
      return {
        async text(value: string) {
          pending += value;
          if (pending.length >= TEXT_CHUNK) {
            const chunk = pending;
            pending = '';
            await push(encoder.encode(chunk));
          }
        },
        async bytes(value: Uint8Array) {
          if (pending) {
            const chunk = pending;
            pending = '';
            await push(encoder.encode(chunk));
          }
          for (let i = 0; i < value.length; i += BYTES_CHUNK) await push(value.subarray(i, i + BYTES_CHUNK));
        },
        async end() {
          const chunk = pending;
          pending = '';
          await push(encoder.encode(chunk), true);
        },
      };
    },
    /** Writes the archive's directory and ends `out`. */
    async end() {
      zip.end();
      await flowing().catch((error: unknown) => {
        if (!(error instanceof ExportStopped)) throw error;
      });
    },
  };
}
