import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiData } from '../../../lib/api-client';

/** GET /api/Exchanges/state?objectType=dc&objectId=: the delivery state of the file's last batch to BoondManager. */
export const getDeliveryState = (idDc: number, signal?: AbortSignal) =>
  apiData(exchangesCalls.exchangeState, { query: { objectType: 'dc', objectId: idDc }, signal });

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Follows the delivery of a validation or resend until it leaves 'pending' (sent, failed, …) or `timeoutMs`
 * passes; answers the last state read.
 */
export async function waitForDelivery(idDc: number, { timeoutMs = 15_000, intervalMs = 700 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let state = await getDeliveryState(idDc);
  while (state.state === 'pending' && Date.now() < deadline) {
    await sleep(intervalMs);
    state = await getDeliveryState(idDc);
  }
  return state;
}
