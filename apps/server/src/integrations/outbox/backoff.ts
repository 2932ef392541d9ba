/**
 * Exponential backoff with "equal jitter": the delay before attempt n+1 after n failed attempts is
 * half of min(max, base·2^(n−1)) plus a random share of the other half. Never zero (the receiver gets
 * a pause), never more than the cap, and processes that failed together spread out.
 */
export interface BackoffPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
}

export function backoffDelayMs(
  failedAttempts: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const n = Math.max(1, Math.floor(failedAttempts));
  // 2^(n-1) overflows to Infinity for large n: the cap takes over.
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(n - 1, 60));
  const half = exponential / 2;
  return Math.max(1, Math.round(half + random() * half));
}
