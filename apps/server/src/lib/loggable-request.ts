/**
 * What a request line logs (debug level): Fastify's default fields, with the values of secret query parameters
 * masked — a first-login or reset link's token (/reset?token=…), an OpenID Connect code or state. Request bodies
 * (passwords, captchas, ID tokens) and headers (cookies) are never logged.
 */
export function loggableRequest(request: { method: string; url: string; host?: string; ip?: string }) {
  return {
    method: request.method,
    url: request.url.replace(/([?&](?:token|code|state|id_token|IDToken)=)[^&#]*/gi, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
  };
}
