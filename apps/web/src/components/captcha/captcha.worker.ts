/**
 * The captcha's proof of work, off the main thread: altcha-lib's worker protocol (solveChallengeWorkers) with the
 * browser's WebCrypto key derivations (SHA-256/384/512 and PBKDF2), so nothing of Node's crypto is bundled.
 */
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';

handler({
  deriveKey: (parameters, salt, password) =>
    (parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha)(parameters, salt, password),
});
