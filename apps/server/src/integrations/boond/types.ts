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
  /** Worth retrying later: network failures, timeouts, 429 and 5xx. 4xx business errors are not. */
  retryable: boolean;
}

export interface BoondClientOptions {
  baseUrl: string;
  clientToken: string;
  userToken: string;
  /** HS256 key that signs the X-Jwt-Client-Boondmanager token. */
  clientKey: string;
  timeoutMs?: number;
}

export interface BoondTechnicalData {
  title?: string;
  skills?: string;
  tools?: { tool: number | string; level: number }[];
  languages?: { language: number | string; level: number | string }[];
  diplomas?: string[];
  training?: string;
  experience?: number;
  references?: {
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
  /** Action type code from the dictionary. */
  typeOf: number;
  date: string;
  text: string;
}

export interface BoondRate {
  skill: string;
  level: number;
}

/** Each write accepts an idempotency key: the same key applied twice changes Boond once. */
export interface WriteOptions {
  idempotencyKey?: string;
}

export interface BoondClient {
  currentUser(): Promise<{ id: string; firstName?: string; lastName?: string }>;
  dictionary(): Promise<Record<string, unknown>>;
  getResource(id: number): Promise<{ id: string; attributes: Record<string, unknown> }>;
  getTechnicalData(id: number): Promise<BoondTechnicalData>;
  putTechnicalData(id: number, data: BoondTechnicalData, options?: WriteOptions): Promise<void>;
  uploadDocument(doc: BoondDocumentUpload, options?: WriteOptions): Promise<{ id: string }>;
  createAction(action: BoondAction, options?: WriteOptions): Promise<{ id: string }>;
  createRates(resourceId: number, rates: BoondRate[], options?: WriteOptions): Promise<void>;
  createHighRates(resourceId: number, rates: BoondRate[], options?: WriteOptions): Promise<void>;
}
