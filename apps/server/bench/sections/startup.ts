import fs from 'node:fs';
import path from 'node:path';
import { startServer, type BenchContext } from '../lib';

/** Cold start of the embedded default (process start → first answer), on a first run and on a restart. */
export async function startupSection(ctx: BenchContext) {
  const first = await startServer(ctx);
  await first.stop();
  ctx.record({
    section: 'startup',
    metric: 'first start (create database, migrate, seed) → first answer',
    value: first.startupMs,
    unit: 'ms',
  });
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer(ctx);
    runs.push(s.startupMs);
    await s.stop();
  }
  ctx.record({
    section: 'startup',
    metric: 'cold start of the embedded default → first answer (median of 3)',
    value: runs.sort((a, b) => a - b)[1]!,
    unit: 'ms',
    goal: { op: '<=', target: 3000 },
  });
  if (!ctx.databaseUrl) {
    const size = fs.readdirSync(path.join(ctx.dataDir, 'pglite')).length;
    if (size === 0) throw new Error('PGlite data folder is empty');
  }
}
