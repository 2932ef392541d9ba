/**
 * The self-hosted proof-of-work captcha (ALTCHA, altcha-lib 2): no third party is called.
 *
 * - GET Login/captcha answers a challenge { parameters, signature } signed with HMAC-SHA-256. The challenge is
 *   deterministic: the server picks the counter at random in [COUNTER_MIN, COUNTER_MAX], derives its key and
 *   gives only the key's prefix; the browser tries counters from 0 until it finds the key (PBKDF2/SHA-256,
 *   COST iterations per try: about a million PBKDF2 iterations on average, a few hundred milliseconds).
 * - The form sends the solved payload as `Captcha`: base64 of JSON { challenge, solution }, as the ALTCHA widget
 *   posts it. The server checks the signature, the expiry (in the signed parameters, at our clock) and the
 *   derived key against the signed key signature (a cheap HMAC: verifying costs the server nothing).
 * - Single use: the SHA-256 of the challenge's signature goes into captcha_use (primary key) until the challenge
 *   expires; a second use finds it there. Keyed on the signed challenge, not the whole payload, because the
 *   solution's unsigned fields (`time`) could be changed to replay it.
 * - The HMAC secrets derive from CAPTCHA_HMAC_KEY or, by default, from a random secret created once in app_meta:
 *   every process signs and verifies with the same key.
 */
import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { AppError } from '../../../lib/app-error';
import type { PasswordRepository } from './password.repository';

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const CAPTCHA_COST = 1_000;
export const CAPTCHA_COUNTER_MIN = 500;
export const CAPTCHA_COUNTER_MAX = 1_500;
export const CAPTCHA_LIFETIME_MS = 10 * 60_000;
/** At most one purge of expired captcha uses per process per minute. */
const PURGE_EVERY_MS = 60_000;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(CAPTCHA_ALGORITHM),
        nonce: z.string().max(200),
        salt: z.string().max(200),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string().max(200),
        keySignature: z.string().max(200),
        expiresAt: z.number(),
      })
      .loose(),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(200), time: z.number().optional() }),
});

/** The `Captcha` field as the form sends it: base64 (or plain) JSON; null when it is not a payload at all. */
function parsePayload(raw: string) {
  for (const text of [raw, Buffer.from(raw, 'base64').toString('utf8')]) {
    try {
      const parsed = payloadSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // not this encoding
    }
  }
  return null;
}

const hmacHex = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');

export function createCaptchaService(deps: {
  repository: PasswordRepository;
  /** CAPTCHA_HMAC_KEY; null: the secret stored in the database. */
  configuredKey: string | null;
  now: () => Date;
}) {
  const { repository, now } = deps;
  let secrets: Promise<{ signature: string; key: string }> | null = null;
  let lastPurge = 0;

  const secretsOf = () => {
    secrets ??= (deps.configuredKey ? Promise.resolve(deps.configuredKey) : repository.captchaSecret()).then(
      (master) => ({ signature: hmacHex(master, 'altcha:challenge'), key: hmacHex(master, 'altcha:derived-key') }),
    );
    // A failed read is retried on the next call rather than remembered.
    secrets.catch(() => (secrets = null));
    return secrets;
  };

  return {
    async challenge(): Promise<Challenge> {
      const { signature, key } = await secretsOf();
      return createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: CAPTCHA_COST,
        counter: randomInt(CAPTCHA_COUNTER_MAX, CAPTCHA_COUNTER_MIN),
        deriveKey,
        expiresAt: new Date(now().getTime() + CAPTCHA_LIFETIME_MS),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      });
    },

    /** Accepts a solved challenge once: CAPTCHA_REQUIRED without one, CAPTCHA_INVALID when it does not hold. */
    async verify(raw: string | undefined): Promise<void> {
      if (!raw) throw new AppError('CAPTCHA_REQUIRED');
      const payload = parsePayload(raw);
      if (!payload) throw new AppError('CAPTCHA_INVALID');
      const at = now();
      const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
      if (!(expiresAt > at)) throw new AppError('CAPTCHA_INVALID');
      const { signature, key } = await secretsOf();
      const result = await verifySolution({
        challenge: payload.challenge as Challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      }).catch(() => null);
      if (!result?.verified) throw new AppError('CAPTCHA_INVALID');
      const id = createHash('sha256').update(payload.challenge.signature).digest('hex');
      if (!(await repository.useCaptcha(id, expiresAt))) throw new AppError('CAPTCHA_INVALID');
      if (at.getTime() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = at.getTime();
        await repository.purgeCaptchaUses(at);
      }
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
