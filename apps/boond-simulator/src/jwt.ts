/**
 * HS256 JSON Web Tokens with node:crypto: all BoondManager's client authentication needs.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signHs256(payload: Record<string, unknown>, key: string): string {
  const signingInput = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  const signature = createHmac('sha256', key).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}

export type JwtVerification =
  { valid: true; payload: Record<string, unknown> } | { valid: false; reason: 'malformed' | 'algorithm' | 'signature' };

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function verifyHs256(token: string, key: string): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3) return { valid: false, reason: 'malformed' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  const payload = decodeJson(payloadPart);
  if (!isObject(header) || !isObject(payload)) return { valid: false, reason: 'malformed' };
  if (header.alg !== 'HS256') return { valid: false, reason: 'algorithm' };
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const received = Buffer.from(signaturePart, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return { valid: false, reason: 'signature' };
  }
  return { valid: true, payload };
}
