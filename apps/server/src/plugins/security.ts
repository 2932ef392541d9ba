/**
 * Security headers on every answer: a content security policy the built web app keeps (scripts, fonts,
 * images and calls from this origin only; no framing), nosniff, a referrer policy, and HSTS when the
 * cookie is Secure (the site is served over HTTPS).
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

/** Every answer's security headers: the app's (this plugin) and the HTTP parser's refusals (plugins/errors.ts). */
export const appSecurityHeaders = (https: boolean) => securityHeaders(helmetOptions(https));

export const securityHeadersPlugin = fp<{ headers: Readonly<Record<string, string>> }>(async (app, { headers }) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
