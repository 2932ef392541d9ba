/**
 * `createCvReader`: checks a CV's size and format (magic bytes, as for attachments), then reads it OFF the request
 * thread, in a small pool of worker threads with a memory limit; a reading that passes the time limit has its worker
 * terminated (a new one is started for the next reading). Failures are AppErrors with translated keys (types.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CV_IMPORT_MAX_BYTES, type CvImportFormat } from '@my-skills/shared/schemas/cv-import';
import { AppError } from '../../lib/app-error';
import { cleanFileName, detectAttachmentType, safeFileName } from '../../modules/files/content-type';
import type { ExtractedCv, ReadCv } from './types';
import type { ReadAnswer, ReadJob } from './worker';

export interface CvReaderOptions {
  /** Default time limit of one reading, OCR included. */
  timeoutMs: number;
  /** Default most pages of a PDF. */
  maxPages: number;
  /** Worker threads reading at the same time (default 1); more readings wait their turn. */
  poolSize?: number;
  /** Heap limit of a worker thread (default 512 MB). */
  maxMemoryMb?: number;
  /**
   * Most growth of the process's resident memory during a reading (default 1 024 MB): decoded buffers live outside
   * the worker's heap, so a decompression bomb the checks missed is stopped here (polled every 50 ms).
   */
  maxGrowthMb?: number;
  /**
   * Start a worker thread now rather than at the first reading (which then waits for its start and pdfjs's loading:
   * about a second, several on a loaded machine). For the server; tests leave it off.
   */
  prewarm?: boolean;
}

export interface CvReader {
  read: ReadCv;
  /** Terminates the workers; readings waiting or running fail. */
  close(): Promise<void>;
}

/**
 * The worker's script: in the server bundle (scripts/build-server.mjs, run by `npm start` and the bench) the bundled
 * worker beside it; from the sources (tsx, vitest) a small JavaScript entry that registers tsx, then loads worker.ts.
 */
const BUNDLED = new URL('./cv-reading-worker.mjs', import.meta.url);
const ENTRY = existsSync(fileURLToPath(BUNDLED)) ? BUNDLED : new URL('./worker-entry.mjs', import.meta.url);

export const cvReadError = (reason: string, params: Record<string, string | number> = {}): AppError => {
  switch (reason) {
    case 'FORMAT':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'errors.CV_IMPORT_FORMAT');
    case 'TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'errors.CV_IMPORT_TOO_LARGE', params);
    case 'TOO_MANY_PAGES':
      return new AppError('BUSINESS_RULE', 'errors.CV_IMPORT_TOO_MANY_PAGES', params);
    case 'TIMEOUT':
      return new AppError('BUSINESS_RULE', 'errors.CV_IMPORT_TIMEOUT');
    case 'NO_TEXT':
      return new AppError('BUSINESS_RULE', 'errors.CV_IMPORT_NO_TEXT');
    default:
      return new AppError('BUSINESS_RULE', 'errors.CV_IMPORT_UNREADABLE');
  }
};

/** The CV's format from its content, or the AppError refusing it (size first, then magic bytes). */
export function checkCv(bytes: Uint8Array): CvImportFormat {
  if (bytes.length > CV_IMPORT_MAX_BYTES) {
    throw cvReadError('TOO_LARGE', { max: `${Math.round(CV_IMPORT_MAX_BYTES / 1024 / 1024)}` });
  }
  const format = cvFormatOf(bytes);
  if (!format) throw cvReadError('FORMAT');
  return format;
}

/**
 * The name a CV is kept and logged under: the attachments' rules (no path, no control, bidirectional or reserved
 * character, at most 255 characters, an extension that tells the truth about the content); only cleaned when the
 * content is no CV (a failed reading keeps no file).
 */
export function cvFileName(declared: string | undefined, format: CvImportFormat | null): string {
  if (format === 'pdf') return safeFileName(declared, 'application/pdf');
  if (format === 'docx')
    return safeFileName(declared, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  return [...(cleanFileName(declared) || 'cv')].slice(-255).join('');
}

/** The CV format of a content by its bytes (as attachments are checked), or null when it is neither. */
export function cvFormatOf(bytes: Uint8Array): CvImportFormat | null {
  const type = detectAttachmentType(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (type === 'application/pdf') return 'pdf';
  if (type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docx';
  return null;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}
interface Pending {
  job: ReadJob;
  timeoutMs: number;
  resolve(cv: ExtractedCv): void;
  reject(error: unknown): void;
}

export function createCvReader(options: CvReaderOptions): CvReader {
  const poolSize = Math.max(1, options.poolSize ?? 1);
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(ENTRY, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? 512, maxYoungGenerationSizeMb: 64 },
    });
    worker.unref();
    const slot: Slot = { worker, busy: false };
    slots.push(slot);
    // An idle worker that fails or ends leaves the pool (a running reading has its own listeners too).
    worker.on('error', () => undefined);
    worker.on('exit', () => forget(slot));
    return slot;
  };
  const forget = (slot: Slot) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
  };
  const drop = (slot: Slot) => {
    forget(slot);
    void slot.worker.terminate();
  };

  const run = (slot: Slot, pending: Pending) => {
    slot.busy = true;
    const { job } = pending;
    let settled = false;
    const finish = (outcome: () => void, reuse: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(guard);
      slot.worker.off('message', onMessage);
      slot.worker.off('error', onError);
      slot.worker.off('exit', onExit);
      if (reuse) slot.busy = false;
      else drop(slot);
      outcome();
      next();
    };
    const onMessage = (answer: ReadAnswer | 'ready') => {
      if (answer === 'ready' || answer.id !== job.id) return;
      if (answer.ok) finish(() => pending.resolve(answer.cv), true);
      else finish(() => pending.reject(cvReadError(answer.reason, { max: job.maxPages })), true);
    };
    // A worker that dies (out of memory, a crash) fails its reading as unreadable.
    const onError = () => finish(() => pending.reject(cvReadError('UNREADABLE')), false);
    const onExit = () => finish(() => pending.reject(cvReadError('UNREADABLE')), false);
    const timer = setTimeout(() => finish(() => pending.reject(cvReadError('TIMEOUT')), false), pending.timeoutMs);
    const rssLimit = process.memoryUsage.rss() + (options.maxGrowthMb ?? 1024) * 1024 * 1024;
    const guard = setInterval(() => {
      if (process.memoryUsage.rss() > rssLimit) finish(() => pending.reject(cvReadError('UNREADABLE')), false);
    }, 50);
    slot.worker.on('message', onMessage);
    slot.worker.once('error', onError);
    slot.worker.once('exit', onExit);
    const copy = new Uint8Array(job.bytes);
    slot.worker.postMessage({ ...job, bytes: copy }, [copy.buffer]);
  };

  const next = () => {
    while (queue.length && !closed) {
      const slot = slots.find((s) => !s.busy) ?? (slots.length < poolSize ? spawn() : null);
      const pending = slot ? queue.shift() : undefined;
      if (!slot || !pending) return;
      run(slot, pending);
    }
  };

  if (options.prewarm) spawn();

  const read: ReadCv = (bytes, readOptions) => {
    if (closed) return Promise.reject(cvReadError('UNREADABLE'));
    let format: CvImportFormat;
    try {
      format = checkCv(bytes);
    } catch (error) {
      return Promise.reject(error);
    }
    const job: ReadJob = { id: nextId++, bytes, format, maxPages: readOptions.maxPages ?? options.maxPages };
    return new Promise<ExtractedCv>((resolve, reject) => {
      queue.push({ job, timeoutMs: readOptions.timeoutMs ?? options.timeoutMs, resolve, reject });
      next();
    });
  };

  const close = async () => {
    closed = true;
    for (const pending of queue.splice(0)) pending.reject(cvReadError('UNREADABLE'));
    await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
  };

  return { read, close };
}
