import { useMutation } from '@tanstack/react-query';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import type { ExchangeObjectType } from '@my-skills/shared/schemas/exchanges';
import { apiCall, apiData } from './api-client';

/** The documents a person may send to BoondManager again (a skills file, an evaluation). */
export type DeliveredDocument = { objectType: 'dc' | 'ea'; id: number; idUser: number; idLang?: number };

/** POST /api/ResendBoond/actions: sends the document's last batch to BoondManager again. */
export const resendBoond = ({ objectType, id, idUser, idLang }: DeliveredDocument) =>
  apiCall(exchangesCalls.resendBoond, { body: { idUser, id, objectType, idLang } });

export const useResendBoond = () => useMutation({ mutationFn: resendBoond });

/** GET /api/Exchanges/state?objectType=&objectId=: the delivery state of an object's last batch to BoondManager. */
export const getDeliveryState = (objectType: ExchangeObjectType, objectId: number, signal?: AbortSignal) =>
  apiData(exchangesCalls.exchangeState, { query: { objectType, objectId }, signal });

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
