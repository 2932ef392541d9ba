import { describe, expect, it } from 'vitest';
import { allCalls } from './registry';
import { defineCalls } from './define';

describe('the call registry', () => {
  it('names each method and path once', () => {
    const keys = allCalls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(allCalls.map((c) => c.name.split('.')[1])).size).toBe(allCalls.length);
  });
  it('gives every call a path under /api and a JSON answer unless it is a download', () => {
    for (const call of allCalls) {
      expect(call.path).toMatch(/^\/api\/[A-Za-z]/);
      // A download is a GET, or a POST export (the lists' Excel: the filters in the body) counted as an export.
      if (!call.response) expect(call.method === 'GET' || call.limit === 'exports', call.name).toBe(true);
      if (call.multipart) expect(call.body).toBeUndefined();
      if (call.method === 'GET') expect(call.body).toBeUndefined();
    }
  });
  it('gives every entry of an area its defaults, unless the entry names its own', () => {
    const calls = defineCalls(
      { tags: ['Area'], permission: 'ficheDc' },
      {
        plain: { method: 'GET', path: '/api/Area/plain' },
        own: { method: 'GET', path: '/api/Area/own', tags: ['Other'], permission: 'createDc' },
      },
    );
    expect(calls.plain).toEqual({ method: 'GET', path: '/api/Area/plain', tags: ['Area'], permission: 'ficheDc' });
    expect(calls.own).toMatchObject({ tags: ['Other'], permission: 'createDc' });
  });
});
