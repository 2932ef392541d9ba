/**
 * Lock-out after failed password sign-ins (docs/decisions/016-sign-in.md). Two counters, in sign_in_failure:
 * - 'email:<lower-case e-mail>': `lockFailures` failures within `lockMinutes` lock that address for `lockMinutes`.
 *   Keyed by the address typed, not by the person, so an unknown address locks exactly like a known one and the
 *   answers reveal nothing. A successful sign-in or a new password clears it.
 * - 'address:<client address>': `lockAddressFailures` failures the same way lock every sign-in from that address
 *   (one client trying many e-mails). Never cleared by a success, which an attacker could otherwise provoke.
 */
import { AppError } from '../../../lib/app-error';
import { addressKey, emailKey } from '../../../lib/sign-in-failure-keys';
import type { PasswordRepository } from './password.repository';

export interface LockoutSettings {
  lockFailures: number;
  lockAddressFailures: number;
  lockMinutes: number;
}

/** At most one purge of expired rows per process per minute, on the way of a sign-in. */
const PURGE_EVERY_MS = 60_000;

export function createLockout(deps: { repository: PasswordRepository; settings: LockoutSettings; now: () => Date }) {
  const { repository, settings, now } = deps;
  const windowMs = settings.lockMinutes * 60_000;
  let lastPurge = 0;

  return {
    /** Throws ACCOUNT_LOCKED while the e-mail or the client address is locked. */
    async assertNotLocked(email: string, ip: string) {
      const until = await repository.lockedUntil([emailKey(email), addressKey(ip)], now());
      if (until) throw new AppError('ACCOUNT_LOCKED');
    },

    /** Counts a failed sign-in against the e-mail and the client address; true when this failure locked either. */
    async recordFailure(email: string, ip: string): Promise<boolean> {
      const at = now();
      const common = {
        now: at,
        windowStart: new Date(at.getTime() - windowMs),
        lockUntil: new Date(at.getTime() + windowMs),
      };
      const byEmail = await repository.recordFailure(emailKey(email), { ...common, threshold: settings.lockFailures });
      const byAddress = await repository.recordFailure(addressKey(ip), {
        ...common,
        threshold: settings.lockAddressFailures,
      });
      if (at.getTime() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = at.getTime();
        await repository.purgeFailures(at, common.windowStart);
      }
      return byEmail.lockedUntil !== null || byAddress.lockedUntil !== null;
    },

    /** A successful sign-in starts the e-mail's count afresh. */
    clear(email: string) {
      return repository.clearFailures(emailKey(email));
    },
  };
}
export type Lockout = ReturnType<typeof createLockout>;
