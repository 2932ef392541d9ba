/**
 * BoondManager's client authentication: header `X-Jwt-Client-Boondmanager`, an HS256 JWT signed
 * with the tenant's clientKey, payload `{ userToken, clientToken, time, mode: "normal" }`
 * (or only the two tokens).
 */
import type { FastifyRequest } from 'fastify';
import { BoondHttpError, ERROR_CODES } from './envelope';
import { verifyHs256 } from './jwt';

/** The detail of a failed signature (its answer's meta says the caller is not logged in). */
export const SIGNATURE_FAILED = '422 - Signature verification failed';

export interface TenantCredentials {
  clientKey: string;
  clientToken: string;
  userToken: string;
}

const signatureFailed = (parameter: string) =>
  new BoondHttpError(422, ERROR_CODES.signature, SIGNATURE_FAILED, { parameter });

const unauthorized = (detail: string) =>
  new BoondHttpError(401, ERROR_CODES.unauthorized, `401 - ${detail}`, { parameter: 'xJwtClient' });

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Throws the error BoondManager would answer, or returns when the caller is authenticated. */
export function authenticate(request: FastifyRequest, credentials: TenantCredentials): void {
  const token = headerValue(request, 'x-jwt-client-boondmanager');
  if (!token) {
    // A client JWT sent as a bearer token is read as a (badly signed) user token.
    if (headerValue(request, 'authorization')?.startsWith('Bearer ')) throw signatureFailed('authorization');
    throw unauthorized('Missing credentials');
  }
  const verification = verifyHs256(token, credentials.clientKey);
  if (!verification.valid) throw signatureFailed('xJwtClient');
  const { payload } = verification;
  if (payload.clientToken !== credentials.clientToken || payload.userToken !== credentials.userToken) {
    throw unauthorized('Wrong credentials');
  }
  // The modes public clients send: "normal", or "god" for an administrator's token (patrouil/boond_api
  // boond_auth.dart, tominardi/pyboondmanager auth.py).
  if (payload.mode !== undefined && payload.mode !== 'normal' && payload.mode !== 'god')
    throw unauthorized('Unsupported mode');
}
