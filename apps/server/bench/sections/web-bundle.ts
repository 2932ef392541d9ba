import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot, type BenchContext } from '../lib';

/**
 * The web's initial JavaScript, gzipped: every script and modulepreload that index.html loads
 * before any route chunk (route pages are split with React.lazy and load on navigation).
 */
export async function webBundleSection(ctx: BenchContext) {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const html = fs.readFileSync(indexFile, 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]!);
  let gz = 0;
  let raw = 0;
  for (const f of files) {
    const content = fs.readFileSync(path.join(dist, f.replace(/^\//, '')));
    raw += content.length;
    gz += zlib.gzipSync(content, { level: 9 }).length;
  }
  const allJs = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', f)), { level: 9 }).length, 0);
  ctx.record({
    section: 'web',
    metric: `initial JavaScript, gzipped (${files.size} files, ${(raw / 1024).toFixed(0)} kB raw)`,
    value: gz / 1024,
    unit: 'kB',
    goal: { op: '<=', target: 350 },
  });
  ctx.record({ section: 'web', metric: 'all JavaScript chunks, gzipped', value: allJs / 1024, unit: 'kB' });
}
