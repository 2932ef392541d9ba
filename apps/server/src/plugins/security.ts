/**
 * Security headers on every answer: nosniff, a referrer policy, no framing, HSTS when the cookie is Secure (the site
 * is served over HTTPS), and a content security policy of two kinds:
 * - pages (the built web app, the API documentation): the policy the web app keeps (scripts, fonts, images and
 *   calls from this origin only; no framing);
 * - API answers (JSON, downloads, errors, the parser's refusals): nothing may load, run, frame it or be sent from it
 *   (`JSON_CONTENT_SECURITY_POLICY`). Stricter than the page's in every directive, and a third of its bytes on the
 *   answer every screen waits for (docs/decisions/024-scale-request-path.md). An HTML page given it by mistake
 *   would be broken, never weaker.
 *
 * The values come from helmet (the maintained engine behind @fastify/helmet), computed once at start:
 * @fastify/helmet rebuilds helmet's middleware on every request, which measured a third of Login/me's
 * throughput (docs/decisions/011-hardening.md). Nothing in them varies per request (no nonces).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // MUI's styling engine (emotion) inserts <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Vite inlines small assets as data: URLs; downloads are blob: URLs.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The mailbox shows a sandboxed srcdoc frame; the PDF view frames a blob: URL of an export; nothing from elsewhere.
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CONTENT_SECURITY_POLICY, ...(https ? { upgradeInsecureRequests: [] } : {}) },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // The app loads nothing cross-origin; COEP would only get in the way of downloads opened in new tabs.
    crossOriginEmbedderPolicy: false,
    // Headers for browsers long gone (IE's download prompt and XSS auditor, DNS prefetch hints) or with no
    // effect here (one origin, no agent-cluster tuning): every header is paid on every answer.
    xDownloadOptions: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
    originAgentCluster: false,
  };
}

/**
 * An API answer's policy: it is data, never a document that loads, runs or submits anything. Each directive is at
 * least as strict as the page's (`default-src` covers every fetch directive; `base-uri`, `form-action` and
 * `frame-ancestors` do not fall back to it, so they are named).
 */
export const jsonContentSecurityPolicy = (https: boolean) =>
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'" +
  (https ? '; upgrade-insecure-requests' : '');

/** The headers helmet sets with these options, as a plain object. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export interface AppSecurityHeaders {
  /** API answers, and the HTTP parser's refusals (plugins/errors.ts): JSON. */
  api: Readonly<Record<string, string>>;
  /** Everything else: the web app's pages and assets, the API documentation. */
  page: Readonly<Record<string, string>>;
}

/** Every answer's security headers, by kind of answer (this plugin; the parser's refusals take `api`). */
export function appSecurityHeaders(https: boolean): AppSecurityHeaders {
  const page = securityHeaders(helmetOptions(https));
  return { page, api: { ...page, 'content-security-policy': jsonContentSecurityPolicy(https) } };
}

/**
 * An API answer: under /api/ (and /api itself), as plugins/static-web.ts tells them from the web app's paths, except
 * the documentation (/api/docs: its pages keep the page policy).
 */
export const isApiPath = (url: string) => (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url === '/api';

export const securityHeadersPlugin = fp<{ headers: AppSecurityHeaders }>(async (app, { headers }) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? headers.api : headers.page);
    done();
  });
});
