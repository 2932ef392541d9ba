import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff';

const policy = { baseDelayMs: 1000, maxDelayMs: 60_000 };

describe('backoffDelayMs', () => {
  it('doubles with each failed attempt, between half and all of the exponential step', () => {
    for (const [attempts, step] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
      [6, 32_000],
    ] as const) {
      expect(backoffDelayMs(attempts, policy, () => 0)).toBe(step / 2);
      expect(backoffDelayMs(attempts, policy, () => 0.999999)).toBe(step);
    }
  });

  it('is capped by the maximum delay, even for huge attempt numbers', () => {
    expect(backoffDelayMs(7, policy, () => 1)).toBe(60_000);
    expect(backoffDelayMs(10_000, policy, () => 1)).toBe(60_000);
    expect(backoffDelayMs(10_000, policy, () => 0)).toBe(30_000);
  });

  it('spreads retries (jitter) and is never zero', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelayMs(3, policy)));
    expect(delays.size).toBeGreaterThan(10);
    for (const d of delays) expect(d).toBeGreaterThanOrEqual(2000);
    expect(backoffDelayMs(0, { baseDelayMs: 1, maxDelayMs: 1 }, () => 0)).toBe(1);
  });
});
