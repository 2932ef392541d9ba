/**
 * Solves the server's ALTCHA challenge (GET /api/Login/captcha) in Web Workers and answers the payload the server
 * verifies once: base64 of `{ challenge, solution }` (altcha-lib's client payload). Loaded on demand, with its
 * worker, the first time a person ticks the captcha.
 */
import { solveChallengeWorkers } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { authCalls } from '@my-skills/shared/calls/auth';
import { apiData } from '../../lib/api-client';

export interface SolvedCaptcha {
  payload: string;
  /** When the challenge expires (ms since the epoch), if it says. */
  expiresAt: number | null;
}

const isChallenge = (value: unknown): value is Challenge => {
  const parameters = (value as { parameters?: Record<string, unknown> } | null)?.parameters;
  return (
    typeof parameters?.algorithm === 'string' &&
    typeof parameters.nonce === 'string' &&
    typeof parameters.salt === 'string' &&
    typeof parameters.keyPrefix === 'string'
  );
};

/** Resolves to null when aborted; rejects when the challenge cannot be read or solved in time. */
export async function solveCaptcha(controller: AbortController): Promise<SolvedCaptcha | null> {
  const challenge: unknown = await apiData(authCalls.captcha, { signal: controller.signal });
  if (!isChallenge(challenge)) throw new Error('Unexpected captcha challenge');
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 1)),
    createWorker: () => new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' }),
    controller,
    timeout: 60_000,
  });
  if (controller.signal.aborted) return null;
  if (!solution) throw new Error('Captcha not solved in time');
  const { parameters, signature } = challenge;
  const payload = btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
  return { payload, expiresAt: parameters.expiresAt ? parameters.expiresAt * 1000 : null };
}
