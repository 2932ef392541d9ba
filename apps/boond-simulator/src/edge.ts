/**
 * The provider's network edge: BoondManager sits behind Cloudflare, whose throttling and blocks answer a 403 HTML page
 * ("Error 1015 — You are being rate limited", "Sorry, you have been blocked") rather than the API's JSON error shape
 * or a 429 (boond-api.md; the public clients only check the status). The page below has that page's shape.
 */
import type { FastifyReply } from 'fastify';

const PAGE = `<!DOCTYPE html>
<!--[if lt IE 7]> <html class="no-js ie6 oldie" lang="en-US"> <![endif]-->
<html class="no-js" lang="en-US">
<head>
<title>Access denied | ui.boondmanager.com used Cloudflare to restrict access</title>
<meta charset="UTF-8" />
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="robots" content="noindex, nofollow" />
</head>
<body>
  <div id="cf-wrapper">
    <div id="cf-error-details" class="cf-error-details-wrapper">
      <div class="cf-wrapper cf-header cf-error-overview">
        <h1><span class="cf-error-type" data-translate="error">Error</span> <span class="cf-error-code">1015</span></h1>
        <h2 class="cf-subheadline" data-translate="error_desc">You are being rate limited</h2>
      </div>
      <section class="cf-error-footer">
        <p>Cloudflare Ray ID: <strong class="font-semibold">8f2c1e0a9b3d7f11</strong></p>
      </section>
    </div>
  </div>
</body>
</html>
`;

export function refusedAtTheEdge(reply: FastifyReply, retryAfter: number | null) {
  reply.code(403).header('content-type', 'text/html; charset=UTF-8').header('server', 'cloudflare');
  reply.header('cf-ray', '8f2c1e0a9b3d7f11-CDG');
  if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
  return reply.send(PAGE);
}
