import { personDataCalls } from '@my-skills/shared/calls/person-data';
import type { ErrorCode } from '@my-skills/shared/errors';
import { PERSON_DATA_HEADERS } from '@my-skills/shared/schemas/person-data';
import { callUrl } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { fileNameOf } from '../../../components/lists/ExportButton';
import i18n from '../../../lib/i18n';

/** What the server announced before the first byte (the ZIP's own size cannot be known before it is written). */
export interface ExpectedExport {
  sections: number;
  rows: number;
  files: number;
  fileBytes: number;
}

export interface ExportProgress {
  expected: ExpectedExport;
  /** Bytes of the ZIP received so far. */
  received: number;
}

export interface SavedExport {
  fileName: string;
  size: number;
  expected: ExpectedExport;
}

const number = (headers: Headers, name: string) => Number(headers.get(name) ?? 0) || 0;

/**
 * GET /api/DataProtection/personData?personId=: reads the streamed ZIP as it arrives (`onProgress` with the bytes
 * received and what the server announced), then saves it under the server's file name. A refusal (404 unknown
 * person, 403) throws the server's translated message.
 */
export async function downloadPersonData(
  personId: number,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<SavedExport> {
  const response = await fetch(callUrl(personDataCalls.personData, { personId }), {
    method: personDataCalls.personData.method,
    credentials: 'same-origin',
    headers: { 'Accept-Language': i18n.language || 'fr' },
    signal,
  });
  if (!response.ok || !response.body) {
    const payload = (await response.json().catch(() => null)) as { message?: string; code?: ErrorCode } | null;
    throw new Error(payload?.message || (payload?.code ? i18n.t(`errors:${payload.code}`) : response.statusText));
  }
  const expected: ExpectedExport = {
    sections: number(response.headers, PERSON_DATA_HEADERS.sections),
    rows: number(response.headers, PERSON_DATA_HEADERS.rows),
    files: number(response.headers, PERSON_DATA_HEADERS.files),
    fileBytes: number(response.headers, PERSON_DATA_HEADERS.fileBytes),
  };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ expected, received });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ expected, received });
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), `person-${personId}.zip`);
  saveBlob(new Blob(chunks as BlobPart[], { type: 'application/zip' }), fileName);
  return { fileName, size: received, expected };
}
