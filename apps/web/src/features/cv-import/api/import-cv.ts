import { cvImportCalls } from '@my-skills/shared/calls/cv-import';
import type { ErrorCode } from '@my-skills/shared/errors';
import { cvImportSchema, type CvImport } from '@my-skills/shared/schemas/cv-import';
import { ApiError, callUrl } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { getStoredUser, markSessionExpired } from '../../../lib/session';

export interface ImportCvRequest {
  idUser: number;
  idLang: number;
  file: File;
  /** Bytes sent so far and the total (the upload's real progress). */
  onProgress: (sent: number, total: number) => void;
  /** Every byte is sent: the server reads the CV now. */
  onUploaded: () => void;
  signal?: AbortSignal;
}

/**
 * POST /api/Cv2Dc/cv2dc (multipart): the CV read into a proposed skills file, nothing written. Through
 * XMLHttpRequest rather than the api-client's fetch, for the upload's progress (fetch has none); the answer is read
 * as the api-client reads it (the envelope, the answer's schema, a translated message on failure).
 */
export function importCv({ idUser, idLang, file, onProgress, onUploaded, signal }: ImportCvRequest): Promise<CvImport> {
  const call = cvImportCalls.cv2dc;
  const idCurrentLang = i18n.language === 'en' ? 2 : 1;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, callUrl(call, { idUser, idLang, idCurrentLang }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language || 'fr');
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.upload.onload = () => onUploaded();
    xhr.onerror = () => reject(new ApiError(i18n.t('errors:NETWORK'), 0, 'NETWORK'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      let envelope: { success?: boolean; data?: unknown; message?: string; code?: ErrorCode } = {};
      try {
        envelope = (JSON.parse(xhr.responseText) ?? {}) as typeof envelope;
      } catch {
        // Not JSON (a proxy's page): the status decides below.
      }
      if (xhr.status < 200 || xhr.status >= 300 || envelope.success !== true) {
        const code = envelope.code ?? (xhr.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
        if (xhr.status === 401 && (code === 'SESSION_EXPIRED' || code === 'UNAUTHENTICATED') && getStoredUser())
          markSessionExpired();
        reject(new ApiError(envelope.message ?? i18n.t(`errors:${code}`), xhr.status, code));
        return;
      }
      const parsed = cvImportSchema.safeParse(envelope.data);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(i18n.t('errors:INVALID_RESPONSE'), xhr.status, 'INVALID_RESPONSE'));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
