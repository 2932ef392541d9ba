import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import type { ExchangeObjectType, ObjectState, SendEmailErrorSendBoondBody } from '@my-skills/shared/schemas/exchanges';
import { apiCall, apiData } from './api-client';
import { documentTypeOf, type DocumentKind } from './document-types';

/** A document a person may send to BoondManager again, by its kind (the document-type map names its object type). */
export interface DeliveredDocument {
  kind: DocumentKind;
  id: number;
  idUser: number;
  idLang?: number;
}

/** POST /api/ResendBoond/actions: sends the document's last batch to BoondManager again. */
export const resendBoond = ({ kind, id, idUser, idLang }: DeliveredDocument) =>
  apiCall(exchangesCalls.resendBoond, { body: { idUser, id, objectType: documentTypeOf(kind).objectType, idLang } });

export const useResendBoond = () => useMutation({ mutationFn: resendBoond });

/** GET /api/Exchanges/state?objectType=&objectId=: the delivery state of an object's last batch to BoondManager. */
export const getDeliveryState = (objectType: ExchangeObjectType, objectId: number, signal?: AbortSignal) =>
  apiData(exchangesCalls.exchangeState, { query: { objectType, objectId }, signal });

/** POST /api/Boond/sendEmailErrorSendBoond: tells support that sending a document to BoondManager failed. */
export const notifySupport = (body: SendEmailErrorSendBoondBody) =>
  apiCall(exchangesCalls.sendEmailErrorSendBoond, { body: { ...body, message: body.message.slice(0, 4096) } });

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Follows the delivery of a validation or resend until it leaves 'pending' (sent, failed, …) or `timeoutMs`
 * passes; answers the last state read.
 */
export async function waitForDelivery(
  objectType: ExchangeObjectType,
  objectId: number,
  { timeoutMs = 15_000, intervalMs = 700 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let state = await getDeliveryState(objectType, objectId);
  while (state.state === 'pending' && Date.now() < deadline) {
    await sleep(intervalMs);
    state = await getDeliveryState(objectType, objectId);
  }
  return state;
}

/** One failed message of a delivery as support reads it: its kind, status, code and detail. */
const failureLines = (state: ObjectState) =>
  state.messages
    .filter((m) => m.state === 'failed')
    .map((m) =>
      [m.kind, m.lastError?.status, m.lastError?.code, m.lastError?.detail]
        .filter((part) => part !== null && part !== undefined && part !== '')
        .join(' · '),
    )
    .join('\n');

/**
 * After a document's validation or resend (part 1 §4 and §8): follows its delivery to BoondManager; when it failed,
 * `failure` holds the state for the send-failure dialog, and closing that dialog tells support by e-mail
 * (`Boond/sendEmailErrorSendBoond`, the document type's support type: actions_dc, actions_ea…) before the page is
 * read again.
 */
export function useDeliveryFollow({
  document,
  onSettled,
  onSupportTold,
}: {
  document: { kind: DocumentKind; id: number; idUser: number };
  /** Sent, still pending or unknown: the document's result notice (then it is read again). */
  onSettled: (state: ObjectState | null) => void;
  /** Support was told: the server's message. */
  onSupportTold: (message: string) => void;
}) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ObjectState | null>(null);
  const { objectType, supportType } = documentTypeOf(document.kind);
  const follow = useCallback(async () => {
    setSending(true);
    const state = await waitForDelivery(objectType, document.id).catch(() => null);
    setSending(false);
    if (state?.state === 'failed') setFailure(state);
    else onSettled(state);
  }, [objectType, document.id, onSettled]);
  const closeFailure = useCallback(async () => {
    const state = failure;
    setFailure(null);
    if (!state) return;
    const told = await notifySupport({
      id: document.id,
      idUser: document.idUser,
      type: supportType,
      message: failureLines(state) || 'BoondManager sending failed',
    }).catch(() => null);
    if (told) onSupportTold(told.message);
  }, [failure, document.id, document.idUser, supportType, onSupportTold]);
  return { sending, failure, follow, closeFailure };
}
