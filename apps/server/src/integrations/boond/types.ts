/**
 * The contract of the BoondManager adapter (see ../shared/design/boond-api.md).
 * `client.ts` implements it over HTTP; the outbox relay and the features only see this interface.
 */

/** A failure answered by BoondManager (or the network), surfaced as our own error. */
export interface BoondErrorInfo {
  /** HTTP status, or 0 when no answer arrived (timeout, connection refused). */
  status: number;
  /** Boond's own error code when it sent one ('1002', '1017', …). */
  code: string | null;
  detail: string;
  /** Worth retrying later: network failures, timeouts, 429, 5xx (not 501) and the edge's 403 page. */
  retryable: boolean;
  /** How long the answer asked us to wait (Retry-After), in milliseconds. */
  retryAfterMs?: number;
}

export interface BoondClientOptions {
  baseUrl: string;
  clientToken: string;
  userToken: string;
  /** HS256 key that signs the X-Jwt-Client-Boondmanager token. */
  clientKey: string;
  timeoutMs?: number;
}

/** A resource's technical data, every coded value as the tenant's own id. */
export interface BoondTechnicalData {
  title?: string;
  skills?: string;
  /** The tenant's tool ids, level 0–5. */
  tools?: { tool: number | string; level: number }[];
  /** The tenant's `languageSpoken` and `languageLevel` ids. */
  languages?: { language: number | string; level: number | string }[];
  diplomas?: string[];
  /** The tenant's `training` id (an education level: "Bac5"). */
  training?: string;
  /** The tenant's `experience` id (a range). */
  experience?: number | string;
  references?: {
    /** The reference's id; "0" for a new one. */
    id: string;
    title: string;
    company?: string;
    description?: string;
    startMonth?: number;
    startYear?: number;
    endMonth?: number;
    endYear?: number;
    skills?: string;
  }[];
}

export interface BoondDocumentUpload {
  parentType: 'resourceResume' | 'resource';
  parentId: number;
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface BoondAction {
  resourceId: number;
  /** The tenant's action type id (dictionary `setting.action.resource`). */
  typeOf: number | string;
  /** A date-time (ISO 8601 or Date), sent as Boond's date-time with its offset. */
  date: string | Date;
  text: string;
}

/** An action as a resource's log lists it. */
export interface BoondActionSummary {
  id: string;
  typeOf: number | string | null;
  text: string;
}

/** A document as a resource lists it (its files, or its technical data's resumes). */
export interface BoondDocumentSummary {
  id: string;
  name: string;
  size: number | null;
}

/**
 * Each write may carry X-Idempotency-Key — the real API ignores it; it only names the write in the peer's logs.
 * Exactly once rests on looking before writing again (handlers.ts), never on this header.
 */
export interface WriteOptions {
  idempotencyKey?: string;
}

export interface BoondClient {
  currentUser(): Promise<{ id: string; firstName?: string; lastName?: string }>;
  /** GET /application/dictionary: `data` and the API's version (meta.version). */
  dictionary(): Promise<{ data: Record<string, unknown>; version: string | null }>;
  getResource(id: number): Promise<{ id: string; attributes: Record<string, unknown> }>;
  getTechnicalData(id: number): Promise<BoondTechnicalData>;
  putTechnicalData(id: number, data: BoondTechnicalData, options?: WriteOptions): Promise<void>;
  uploadDocument(doc: BoondDocumentUpload, options?: WriteOptions): Promise<{ id: string }>;
  createAction(action: BoondAction, options?: WriteOptions): Promise<{ id: string }>;
  /** GET /resources/{id}/actions, newest first (the first `maxResults`). */
  listActions(resourceId: number, maxResults?: number): Promise<BoondActionSummary[]>;
  /**
   * The documents attached to a resource under a parent type, from GET /resources/{id}/information:
   * `resource` → relationships.files, `resourceResume` → relationships.resumes.
   */
  listDocuments(parentType: BoondDocumentUpload['parentType'], resourceId: number): Promise<BoondDocumentSummary[]>;
}
