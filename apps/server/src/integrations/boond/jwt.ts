/** The X-Jwt-Client-Boondmanager token: HS256 over `{ userToken, clientToken, time, mode: "normal" }`. */
import { createHmac } from 'node:crypto';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signClientToken(
  credentials: { clientKey: string; clientToken: string; userToken: string },
  now: Date = new Date(),
): string {
  const payload = {
    userToken: credentials.userToken,
    clientToken: credentials.clientToken,
    time: Math.floor(now.getTime() / 1000),
    mode: 'normal',
  };
  const signingInput = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}`;
  return `${signingInput}.${createHmac('sha256', credentials.clientKey).update(signingInput).digest('base64url')}`;
}
