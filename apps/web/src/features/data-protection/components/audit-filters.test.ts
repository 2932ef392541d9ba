import { describe, expect, it } from 'vitest';
import { auditCallQuery, readAuditFilters, writeAuditFilters } from './audit-filters';

describe('the audit search’s filters in the URL', () => {
  it('reads what fits and drops the rest', () => {
    const state = readAuditFilters(
      new URLSearchParams('subject=12&actor=x&action=read&result=maybe&from=2026-02-30&to=2026-03-31&page=0&size=7'),
    );
    expect(state).toEqual({
      subject: 12,
      actor: undefined,
      action: 'read',
      result: undefined,
      from: undefined,
      to: '2026-03-31',
      page: 1,
      pageSize: 25,
      order: 'desc',
    });
  });

  it('writes the filters beside the other parameters, defaults left out', () => {
    const next = writeAuditFilters(new URLSearchParams('tab=audit&page=3'), {
      subject: 4,
      page: 1,
      pageSize: 25,
      order: 'desc',
    });
    expect(next.toString()).toBe('tab=audit&subject=4');
  });

  it('sends the period from the first day’s midnight to the midnight after the last day, in local time', () => {
    const query = auditCallQuery({ from: '2026-03-01', to: '2026-03-31', page: 2, pageSize: 50, order: 'asc' });
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 3, 1).getTime());
    expect(query).toMatchObject({ sort: 'at', order: 'asc', page: 2, pageSize: 50 });
  });
});
