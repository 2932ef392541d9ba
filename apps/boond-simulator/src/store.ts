/**
 * What the simulator keeps on disk, in its data directory, so that it survives its own restart:
 * - `received.jsonl`: one line per applied write (method, path, time, the idempotency header if one was sent —
 *   logged, never used —, body or uploaded file, and the answer given);
 * - `state.json`: the tenant's state (technical data per resource, documents, actions);
 * - `files/<sha256>`: the bytes of each uploaded document, by their SHA-256 (what a test reads back, e.g. to render
 *   the signed PDF BoondManager received).
 * Files are written synchronously: the simulator is small and ordering matters more than speed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TechnicalData } from './technical-data';

export interface ReceivedFile {
  fieldName: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface ReceivedRequest {
  seq: number;
  method: string;
  path: string;
  time: string;
  idempotencyKey: string | null;
  /** JSON body of the request (absent for multipart). */
  body?: unknown;
  /** Multipart: the uploaded file and the text fields. */
  file?: ReceivedFile;
  fields?: Record<string, string>;
  response: { status: number; body: unknown };
}

export interface StoredDocument {
  id: string;
  parentType: string;
  parentId: number;
  file: ReceivedFile;
  creationDate: string;
}

export interface StoredAction {
  id: string;
  resourceId: number;
  typeOf: number;
  startDate: string;
  text: string;
  creationDate: string;
}

export interface SimulatorState {
  nextId: number;
  technicalData: Record<string, TechnicalData>;
  documents: StoredDocument[];
  actions: StoredAction[];
}

const emptyState = (): SimulatorState => ({
  nextId: 1,
  technicalData: {},
  documents: [],
  actions: [],
});

export interface ReceivedFilter {
  method?: string;
  /** Exact path, or a prefix when it ends with `*`. */
  path?: string;
  idempotencyKey?: string;
}

export class SimulatorStore {
  private readonly receivedFile: string;
  private readonly stateFile: string;
  private readonly filesDir: string;
  private received: ReceivedRequest[] = [];
  state: SimulatorState = emptyState();

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.receivedFile = path.join(dataDir, 'received.jsonl');
    this.stateFile = path.join(dataDir, 'state.json');
    this.filesDir = path.join(dataDir, 'files');
    this.load();
  }

  private load() {
    if (fs.existsSync(this.receivedFile)) {
      for (const line of fs.readFileSync(this.receivedFile, 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        try {
          this.remember(JSON.parse(line) as ReceivedRequest);
        } catch {
          // A line cut by a crash mid-write: skip it.
        }
      }
    }
    if (fs.existsSync(this.stateFile)) {
      this.state = {
        ...emptyState(),
        ...(JSON.parse(fs.readFileSync(this.stateFile, 'utf8')) as Partial<SimulatorState>),
      };
    }
  }

  private remember(entry: ReceivedRequest) {
    this.received.push(entry);
  }

  newId(): string {
    const id = this.state.nextId;
    this.state.nextId += 1;
    return String(id);
  }

  /** Records an applied write and saves the state it changed. */
  record(entry: Omit<ReceivedRequest, 'seq'>): ReceivedRequest {
    const full: ReceivedRequest = { seq: this.received.length + 1, ...entry };
    this.saveState();
    fs.appendFileSync(this.receivedFile, `${JSON.stringify(full)}\n`);
    this.remember(full);
    return full;
  }

  list(filter: ReceivedFilter = {}): ReceivedRequest[] {
    const method = filter.method?.toUpperCase();
    const prefix = filter.path?.endsWith('*') ? filter.path.slice(0, -1) : undefined;
    return this.received.filter(
      (r) =>
        (!method || r.method === method) &&
        (!filter.path || (prefix !== undefined ? r.path.startsWith(prefix) : r.path === filter.path)) &&
        (!filter.idempotencyKey || r.idempotencyKey === filter.idempotencyKey),
    );
  }

  reset() {
    this.received = [];
    this.state = emptyState();
    fs.rmSync(this.receivedFile, { force: true });
    fs.rmSync(this.stateFile, { force: true });
    fs.rmSync(this.filesDir, { recursive: true, force: true });
  }

  /** Keeps an uploaded file's bytes under their SHA-256 (hex). */
  keepFile(sha256: string, content: Buffer) {
    fs.mkdirSync(this.filesDir, { recursive: true });
    fs.writeFileSync(path.join(this.filesDir, sha256), content);
  }

  /** The bytes of an uploaded file, or undefined. */
  file(sha256: string): Buffer | undefined {
    if (!/^[0-9a-f]{64}$/.test(sha256)) return undefined;
    const file = path.join(this.filesDir, sha256);
    return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  }

  private saveState() {
    const temporary = `${this.stateFile}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(this.state));
    fs.renameSync(temporary, this.stateFile);
  }
}
