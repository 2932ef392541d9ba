/**
 * A browser's side of the Microsoft sign-in, for API tests: the app through inject, the provider over real HTTP
 * (fetch, redirects followed by hand, the provider's cookies kept in a jar, its forms submitted).
 *   const flow = await signInThroughProvider(t, 'marc.durand@example.com');
 *   flow.callback.headers.location;  // where the app sent the browser in the end
 *   flow.session;                    // the app's session cookie, when one was set
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp, TestSession } from './test-app';
import { APP_URL } from './oidc-peer';

export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value = ''] = pair!.split('=');
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (value === '' || expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** The first POST form of a page: its address and hidden fields. */
function formOf(html: string, base: string): { action: string; fields: Record<string, string> } | null {
  const form = /<form\b[^>]*>[\s\S]*?<\/form>/i.exec(html)?.[0];
  const action = form && /action="([^"]*)"/i.exec(form)?.[1];
  if (!form || action === undefined || action === null) return null;
  const fields: Record<string, string> = {};
  for (const input of form.matchAll(/<input\b[^>]*type="hidden"[^>]*>/gi)) {
    const name = /name="([^"]*)"/i.exec(input[0])?.[1];
    if (name) fields[name] = decode(/value="([^"]*)"/i.exec(input[0])?.[1] ?? '');
  }
  return { action: new URL(decode(action), base).href, fields };
}

/**
 * Browses the provider from `url` until it redirects back to the app, submitting each form it shows once with
 * `fields` (the sign-in e-mail, the sign-out confirmation). Answers the address of the app it sent the browser to.
 */
export async function browseProvider(url: string, jar: CookieJar, fields: Record<string, string> = {}) {
  let init: RequestInit = {};
  let submitted = false;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(res);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(APP_URL)) return next;
      [url, init] = [next, {}];
      continue;
    }
    const html = await res.text();
    const form = formOf(html, url);
    if (res.status !== 200 || !form || submitted) throw new Error(`provider page ${res.status} at ${url}: ${html}`);
    submitted = true;
    [url, init] = [
      form.action,
      {
        method: 'POST',
        body: new URLSearchParams({ ...form.fields, ...fields }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    ];
  }
  throw new Error(`too many redirects from ${url}`);
}

export interface OidcFlow {
  start: LightMyRequestResponse;
  /** The app's answer to the provider's redirect back (absent when the start itself was refused). */
  callback?: LightMyRequestResponse;
  /** The callback's path and query, to replay it. */
  callbackPath?: string;
  /** The pending sign-in cookie the start set ("ms_oidc=…"). */
  pendingCookie?: string;
  session: TestSession | null;
}

/** Step 1 on the app, the provider's pages, step 2 on the app (or on `finishOn`) with the cookie of step 1. */
export async function signInThroughProvider(
  t: TestApp,
  email: string,
  options: { jar?: CookieJar; headers?: Record<string, string>; returnTo?: string; finishOn?: TestApp } = {},
): Promise<OidcFlow> {
  const query = options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : '';
  const start = await t.app.inject({ method: 'GET', url: `/api/Login/oidc/start${query}`, headers: options.headers });
  const pending = start.cookies.find((c) => c.name === 'ms_oidc');
  const location = String(start.headers.location ?? '');
  if (start.statusCode !== 302 || location.startsWith('/') || !pending) return { start, session: null };
  const pendingCookie = `ms_oidc=${pending.value}`;
  const back = new URL(await browseProvider(location, options.jar ?? new CookieJar(), { email }));
  const callbackPath = `${back.pathname}${back.search}`;
  const callback = await (options.finishOn ?? t).app.inject({
    method: 'GET',
    url: callbackPath,
    headers: { ...options.headers, cookie: pendingCookie },
  });
  const session = callback.cookies.find((c) => c.name === 'ms_session' && c.value);
  return {
    start,
    callback,
    callbackPath,
    pendingCookie,
    session: session ? { cookie: `ms_session=${session.value}`, email } : null,
  };
}
