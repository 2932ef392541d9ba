/**
 * What the audit trail costs a read (issue 23 §1): GET /api/Dc/details of ANOTHER person's file, which writes a
 * `read` entry of the trail (chained, under its advisory lock), against the same call on one's OWN file, which
 * writes none — p95 of both and their difference (goal: within 1 ms).
 *
 * The same files both ways, in the same run, interleaved: each file is read by its owner (signed in) and by the
 * business-unit director (who sees everyone). The director never reads a file twice, so every measured read writes a
 * real entry (no ten-minute dedupe hit); the warm-up reads other files. Three rounds of 200 files; the figures are
 * the round with the median difference (a burst of another process on a shared machine spoils one round, not the
 * figure). The 5000 generated people of the skills-file section are seeded first; the trail then holds their
 * sign-ins and the reads.
 */
import { sql } from 'kysely';
import { percentile, signIn, startServer, type BenchContext } from '../lib';
import { benchDatabase, seedPeople } from './skills-file';

/** Rounds of ROUND files each: the figures are the median round's (a burst on a shared machine hits one round). */
const ROUNDS = 3;
const ROUND = 200;
const WARMUP = 40;
const MEASURED = ROUNDS * ROUND;

/** Files of generated people who may open their own file (an active account of role 1–6), one per person. */
async function filesWithOwners(ctx: BenchContext, count: number) {
  const database = await benchDatabase(ctx);
  try {
    const { rows } = await sql<{ id: number; email: string }>`
      select distinct on (p.id) d.id, p.email
      from dc d join person p on p.id = d.person_id
      where p.email like '%@staff.example.net' and d.status <> 4
        and exists (select 1 from account a where a.person_id = p.id and a.is_active and a.role_id between 1 and 6)
      order by p.id, d.id
      limit ${count}`.execute(database.db);
    if (rows.length < count) throw new Error(`only ${rows.length} files of generated people with an account`);
    return rows;
  } finally {
    await database.close();
  }
}

/** The trail's entries, and its `read` entries of skills files. */
async function entriesCount(ctx: BenchContext): Promise<{ all: number; reads: number }> {
  const database = await benchDatabase(ctx);
  try {
    const { rows } = await sql<{ all: number; reads: number }>`
      select count(*)::int as all, (count(*) filter (where action = 'read' and object_type = 'dc'))::int as reads
      from audit_entry`.execute(database.db);
    return rows[0]!;
  } finally {
    await database.close();
  }
}

export async function auditReadSection(ctx: BenchContext) {
  seedPeople(ctx);
  const files = await filesWithOwners(ctx, MEASURED + WARMUP);

  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    const reader = await signIn(server.url, 'julien.moreau@example.com');
    const owners: string[] = [];
    for (const f of files) owners.push(await signIn(server.url, f.email));
    const read = async (cookie: string, idDc: number) => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/Dc/details?idDc=${idDc}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`Dc/details ${idDc}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      return performance.now() - t0;
    };

    for (let i = 0; i < WARMUP; i++) {
      await read(owners[i]!, files[i]!.id);
      await read(reader, files[i]!.id);
    }
    const rounds: { own: number; other: number; median: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const own: number[] = [];
      const other: number[] = [];
      for (let i = WARMUP + r * ROUND; i < WARMUP + (r + 1) * ROUND; i++) {
        // Alternate which goes first, so that neither always follows the other.
        if (i % 2) {
          own.push(await read(owners[i]!, files[i]!.id));
          other.push(await read(reader, files[i]!.id));
        } else {
          other.push(await read(reader, files[i]!.id));
          own.push(await read(owners[i]!, files[i]!.id));
        }
      }
      rounds.push({
        own: percentile(own, 95),
        other: percentile(other, 95),
        median: percentile(other, 50) - percentile(own, 50),
      });
    }
    rounds.sort((a, b) => a.other - a.own - (b.other - b.own));
    const middle = rounds[Math.floor(ROUNDS / 2)]!;
    console.log(
      `  rounds (p95 own / other, ms): ${rounds.map((r) => `${r.own.toFixed(1)} / ${r.other.toFixed(1)}`).join(', ')}`,
    );
    ctx.record({
      section: 'audit',
      metric: `GET /api/Dc/details of one's own file (no entry), p95 of ${ROUND} files (median round of ${ROUNDS})`,
      value: middle.own,
      unit: 'ms',
    });
    ctx.record({
      section: 'audit',
      metric: `GET /api/Dc/details of another person's file (one read entry each), p95 of the same files`,
      value: middle.other,
      unit: 'ms',
    });
    ctx.record({
      section: 'audit',
      metric: 'difference of the p95 (another person’s − one’s own)',
      value: middle.other - middle.own,
      unit: 'ms',
      goal: { op: '<=', target: 1 },
    });
    ctx.record({
      section: 'audit',
      metric: 'difference of the medians, same round',
      value: middle.median,
      unit: 'ms',
    });
  } finally {
    await server.stop();
  }
  // Counted once the server stopped (a PGlite folder is one process's). Every read by the director wrote its entry.
  const { all, reads } = await entriesCount(ctx);
  if (reads !== files.length) throw new Error(`${reads} read entries for ${files.length} reads of other files`);
  ctx.record({ section: 'audit', metric: 'entries in the trail after the run', value: all, unit: 'entries' });
}
