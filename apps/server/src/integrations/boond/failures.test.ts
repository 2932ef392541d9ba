import { describe, expect, it } from 'vitest';
import { edgeDetail, failureOf, retryAfterMs } from './failures';

const answer = (status: number, body: string, headers: Record<string, string> = {}) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  return failureOf({ status, headers: new Headers(headers) }, body, parsed);
};

const EDGE_PAGE = `<!DOCTYPE html><html><head><title>Access denied | ui.boondmanager.com used Cloudflare</title></head>
<body><h1><span class="cf-error-type">Error</span> <span class="cf-error-code">1015</span></h1>
<h2 class="cf-subheadline" data-translate="error_desc">You are being rate limited</h2>
<p>Cloudflare Ray ID: <strong class="font-semibold">8f2c1e0a9b3d7f11</strong></p></body></html>`;

describe('a failed answer of BoondManager', () => {
  it('keeps the API’s code and details; a business refusal is final', () => {
    const body = JSON.stringify({
      errors: [
        {
          status: '422',
          code: '1017',
          detail: '1017 - Missing required attribute',
          source: { pointer: '/data/attributes/tools/0/tool' },
        },
      ],
    });
    expect(answer(422, body)).toEqual({
      status: 422,
      code: '1017',
      detail: '1017 - Missing required attribute',
      retryable: false,
      source: { pointer: '/data/attributes/tools/0/tool' },
    });
    expect(
      answer(404, JSON.stringify({ errors: [{ status: '404', code: '404', detail: '404 - Not found' }] })),
    ).toMatchObject({
      code: '404',
      retryable: false,
    });
  });

  it('reads the edge’s 403 page as throttling: retried, one short line, Retry-After kept', () => {
    const failure = answer(403, EDGE_PAGE, {
      'content-type': 'text/html; charset=UTF-8',
      'cf-ray': '8f2c1e0a9b3d7f11-CDG',
      'retry-after': '30',
    });
    expect(failure).toMatchObject({ status: 403, code: 'EDGE', retryable: true, retryAfterMs: 30_000 });
    expect(failure.detail).toBe(
      "Refused by BoondManager's network edge (Cloudflare 1015): You are being rate limited — Ray ID 8f2c1e0a9b3d7f11; retried later",
    );
    expect(failure.detail.length).toBeLessThan(160);
    expect(failure.detail).not.toContain('<');
    // A bare page still reads as one line.
    expect(edgeDetail('<html><body>blocked</body></html>', null)).toBe(
      "Refused by BoondManager's network edge (Cloudflare): throttled or blocked; retried later",
    );
  });

  it('a JSON 403 stays the API’s own refusal (rights), final', () => {
    const body = JSON.stringify({ errors: [{ status: '403', code: '403', detail: '403 - Forbidden' }] });
    expect(answer(403, body)).toMatchObject({ code: '403', retryable: false });
  });

  it('501 is final and says the API is not enabled for the account', () => {
    expect(answer(501, '')).toMatchObject({
      status: 501,
      retryable: false,
      detail: '501 - The API is not enabled for this account',
    });
  });

  it('429 and 5xx are retried, honouring Retry-After; another HTML page is not pasted', () => {
    expect(answer(429, '', { 'retry-after': '2' })).toMatchObject({ retryable: true, retryAfterMs: 2000 });
    expect(answer(502, '<html><body>Bad gateway</body></html>', { 'content-type': 'text/html' })).toMatchObject({
      retryable: true,
      detail: "HTTP 502 (an HTML page, not the API's answer)",
    });
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
