/**
 * Security headers on every answer (@fastify/helmet): a content security policy the built web app keeps
 * (scripts, fonts, images and calls from this origin only; no framing), nosniff, a referrer policy,
 * and HSTS when the cookie is Secure (the site is served over HTTPS). Decisions in docs/decisions/011-hardening.md.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // MUI's styling engine (emotion) inserts <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Vite inlines small assets as data: URLs; downloads are blob: URLs.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The mailbox shows a sandboxed srcdoc frame; nothing is framed from elsewhere.
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export const securityHeadersPlugin = fp<{ https: boolean }>(async (app, { https }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CONTENT_SECURITY_POLICY, ...(https ? { upgradeInsecureRequests: [] } : {}) },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // The app loads nothing cross-origin; COEP would only get in the way of downloads opened in new tabs.
    crossOriginEmbedderPolicy: false,
  });
});
