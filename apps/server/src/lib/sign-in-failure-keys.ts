/**
 * Keys of the failed sign-in counters (sign_in_failure) and of the per-address rate limit: an e-mail address is
 * counted under its lower-case form, whoever reads it (the lock-out, the 'account' rate limit, the candidates list
 * in SQL as EMAIL_KEY_PREFIX || lower(email)); a client address under its own prefix.
 */
export const EMAIL_KEY_PREFIX = 'email:';
export const emailKey = (email: string) => `${EMAIL_KEY_PREFIX}${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
