/**
 * Business-manager review figures (issue 18), with 5000 generated people and the demo's reviews: Marc's review of
 * this year, every line rated on both sides and last year's signed review beside it. GET /api/Ea/eepBmDetails
 * (p95 ≤ 10 ms), GET /api/Ea/eepBmSummary (p95 ≤ 10 ms), the review's PDF with its server-drawn radar
 * (p95 ≤ 300 ms) and its Word export. Requests one at a time after a warm-up; the server runs as `npm start` runs it.
 */
import { percentile, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import { seedPeople } from './skills-file';

interface Details {
  id: number;
  idUser: number;
  rowVersion: number;
  categories: { group: string; lines: { id: number; goal: number }[] }[];
}

export async function eepBmSection(ctx: BenchContext) {
  seedPeople(ctx);
  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    const [marc, sophie] = await Promise.all([
      signIn(server.url, 'marc.durand@example.com'),
      signIn(server.url, 'sophie.lefebvre@example.com'),
    ]);
    const call = async <T>(cookie: string, method: string, url: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: T }).data;
    };
    const year = new Date().getUTCFullYear();
    await call(marc, 'POST', '/api/Ea/saveEepBM', { year });
    const me = await call<{ id: number }>(marc, 'GET', '/api/Login/me');
    const url = `/api/Ea/eepBmDetails?idUser=${me.id}&year=${year}`;
    const rate = (d: Details, field: string, value: number) =>
      Object.fromEntries(d.categories.map((c) => [c.group, c.lines.map((l) => ({ idLine: l.id, [field]: value }))]));
    let d = await call<Details>(marc, 'GET', url);
    await call(marc, 'PUT', '/api/Ea/eepBmDetails', {
      id: d.id,
      rowVersion: d.rowVersion,
      skills: rate(d, 'evaluationConsultant', 3),
    });
    d = await call<Details>(sophie, 'GET', url);
    await call(sophie, 'PUT', '/api/Ea/eepBmDetails', {
      id: d.id,
      rowVersion: d.rowVersion,
      skills: rate(d, 'evaluationManager', 2),
    });
    const lines = d.categories.reduce((n, c) => n + c.lines.length, 0);
    const get = (path: string) => async () =>
      (await fetch(`${server.url}${path}`, { headers: { cookie: sophie } })).arrayBuffer();

    const details = await timeSequential(300, get(url), 20);
    ctx.record({
      section: 'eep-bm',
      metric: `GET /api/Ea/eepBmDetails (${lines} lines rated on both sides, last year beside it), p95`,
      value: percentile(details, 95),
      unit: 'ms',
      goal: { op: '<=', target: 10 },
    });
    ctx.record({
      section: 'eep-bm',
      metric: 'GET /api/Ea/eepBmDetails, median',
      value: percentile(details, 50),
      unit: 'ms',
    });
    const summary = await timeSequential(300, get(`/api/Ea/eepBmSummary?idUser=${me.id}&year=${year}`), 20);
    ctx.record({
      section: 'eep-bm',
      metric: 'GET /api/Ea/eepBmSummary (nine categories, four radar series), p95',
      value: percentile(summary, 95),
      unit: 'ms',
      goal: { op: '<=', target: 10 },
    });
    for (const format of ['pdf', 'docx'] as const) {
      const runs = await timeSequential(30, get(`/api/SpireDoc/downLoadEEPBM?id=${d.id}&format=${format}`), 3);
      ctx.record({
        section: 'eep-bm',
        metric: `${format === 'pdf' ? 'PDF' : 'Word'} export of the review with its radar, p95`,
        value: percentile(runs, 95),
        unit: 'ms',
        goal: { op: '<=', target: 300 },
      });
    }
  } finally {
    await server.stop();
  }
}
