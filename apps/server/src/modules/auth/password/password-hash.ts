/**
 * Candidates' passwords: argon2id (@node-rs/argon2) at OWASP's first recommended setting — 19 MiB of memory,
 * 2 passes, 1 lane (docs/decisions/016-sign-in.md has the measured cost). The async functions run on libuv's
 * thread pool: the event loop keeps answering other calls while a hash is computed.
 */
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * A hash of a random string nobody knows, with the same parameters: an unknown address, a person without a
 * candidate account or without a password is verified against it, so that every sign-in costs the same.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$vc4bzV6Ebjic1g3Hfr1jGQ$6dAiWFCqu20JY/qvZlDacM+6HQmyEtWOcU5nUARYX4s';

/** The argon2id functions the sign-in calls, as one object (a test watches which hash each sign-in verified). */
export const argon2id = { hash, verify };

export function hashPassword(password: string): Promise<string> {
  return argon2id.hash(password, PASSWORD_HASH_OPTIONS);
}

/** Whether the password matches; false (never a throw) for a malformed stored hash. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await argon2id.verify(storedHash ?? DUMMY_PASSWORD_HASH, password);
    return storedHash !== null && matches;
  } catch {
    return false;
  }
}
