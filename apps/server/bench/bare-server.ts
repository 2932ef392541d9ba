/**
 * The reference for the Login/me throughput goal: a bare Fastify route answering a small JSON
 * envelope, no session, no database. Started as its own process, like the app.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, data: { status: 'ok' }, message: '' };
app.get('/bare', async () => body);
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`listening ${port}\n`);
