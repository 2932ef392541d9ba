/**
 * The references for the Login/me throughput goal, started as their own process like the app, no session, no
 * database:
 * - `/bare`: a bare Fastify route answering a small JSON envelope (about 150 bytes, no security headers);
 * - `/fair`: a bare route sending what Login/me sends on the wire — the headers it answered with (FAIR_HEADERS: its
 *   security headers) and its body (FAIR_BODY, serialized per request), both copied by the bench from a real answer
 *   of the same run. The goal is measured against it: what is left is the cost of the app's request path, not of
 *   its bytes.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, data: { status: 'ok' }, message: '' };
app.get('/bare', async () => body);

const fairBody: unknown = JSON.parse(process.env.FAIR_BODY ?? JSON.stringify(body));
const fairHeaders = JSON.parse(process.env.FAIR_HEADERS ?? '{}') as Record<string, string>;
app.get('/fair', async (_request, reply) => {
  reply.headers(fairHeaders);
  return fairBody;
});

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`listening ${port}\n`);
