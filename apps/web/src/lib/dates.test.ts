import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatPeriod } from './dates';

describe('dates', () => {
  const iso = '2026-11-23T13:07:09Z';
  it('shows a date-time as its day with the time, without seconds, day first', () => {
    const fr = formatDateTime(iso, 'fr');
    const en = formatDateTime(iso, 'en');
    expect(fr).toMatch(/^23 nov\. 2026, \d{2}:07$/);
    expect(en).toMatch(/^23 Nov 2026, \d{2}:07$/);
    // The day part is the day style of the same screen.
    expect(fr.startsWith(formatDay('2026-11-23', 'fr'))).toBe(true);
    expect(en.startsWith(formatDay('2026-11-23', 'en'))).toBe(true);
  });
  it('treats a regional tag as its language and shows nothing when absent', () => {
    expect(formatDateTime(iso, 'en-US')).toBe(formatDateTime(iso, 'en'));
    expect(formatDateTime(null, 'fr')).toBe('');
  });
  it('shows days and periods', () => {
    expect(formatDay('2024-03-12', 'en')).toBe('12 Mar 2024');
    expect(formatPeriod('2021-03-01', null, 'en', 'today')).toBe('Mar 2021 – today');
  });
});
