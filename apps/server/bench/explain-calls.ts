/**
 * npx tsx apps/server/bench/explain-calls.ts <database url> <email> <path> [<path>…]
 * A path written `POST <path> <json body>` (one argument) is sent as a POST with that body.
 * Sends each call through the application (built in this process over the given PostgreSQL database, e.g. a scale
 * bench's bench_scale_50000 kept after `npm run bench -- --only scale --postgres …`), captures every SELECT it ran at
 * the driver and prints its EXPLAIN (ANALYZE, BUFFERS) — the plans recorded in docs/decisions/024-scale-bench.md.
 */
import pg from 'pg';
import { CompiledQuery } from 'kysely';
import { loadConfig } from '../src/config';
import { buildApp } from '../src/app';
import { databaseFromUrl } from '../src/db/database';

const [url, email, ...paths] = process.argv.slice(2);
if (!url || !email || paths.length === 0) {
  console.error('usage: explain-calls.ts <database url> <email> <path>…');
  process.exit(2);
}
const database = databaseFromUrl(url, 2);
const config = loadConfig({
  ...process.env,
  DATABASE_URL: url,
  DEV_LOGIN: 'true',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  DATA_DIR: '/tmp/myskills-explain',
  OUTBOX_RELAY: 'false',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();
try {
  const login = await app.inject({
    method: 'POST',
    url: '/api/Login/authentication',
    payload: { LoginFromEmail: email, isDevModeRessource: true },
  });
  const cookie = `ms_session=${login.cookies.find((c) => c.name === 'ms_session')?.value}`;
  for (const argument of paths) {
    const post = /^POST (\S+) (.*)$/s.exec(argument);
    const call = post
      ? { method: 'POST' as const, url: post[1], payload: JSON.parse(post[2] ?? '{}') as object, headers: { cookie } }
      : { method: 'GET' as const, url: argument, headers: { cookie } };
    await app.inject(call); // warm: session cache, prepared plans
    const statements: { text: string; values: unknown[] }[] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [text, values] = args;
      if (typeof text === 'string' && /^\s*(select|with)\b/i.test(text))
        statements.push({ text, values: Array.isArray(values) ? values : [] });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    const started = performance.now();
    const res = await app.inject(call);
    const ms = performance.now() - started;
    pg.Client.prototype.query = original;
    console.log(`\n### ${call.method} ${call.url}: ${res.statusCode}, ${res.body.length} bytes, ${ms.toFixed(1)} ms`);
    for (const s of statements) {
      const plan = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze, buffers) ${s.text}`, s.values),
      );
      console.log(`\n${s.text.replace(/\s+/g, ' ').slice(0, 400)}\n${JSON.stringify(s.values)}`);
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
} finally {
  await app.close();
  await database.close();
}
