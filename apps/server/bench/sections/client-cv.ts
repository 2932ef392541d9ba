/**
 * Client-ready CVs (issue 22 §4), with 5000 generated people and their files: POST /api/ClientCv/export of the
 * richest current file of the population (by experiences, then skills) as an anonymised client CV — Word and PDF,
 * the whole file and filtered to a pasted need (read against the active catalogue; experiences ranked by the needed
 * skills they cover) — p95 ≤ 300 ms each. Every export is logged, as in production. Requests are sent one at a time
 * by the business-unit director ("all" access), after a warm-up; the server runs as `npm start` runs it.
 */
import { sql } from 'kysely';
import { percentile, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import { benchDatabase, seedPeople } from './skills-file';

const RUNS = 40;
const NEED =
  'Pour une mission de six mois chez un grand compte : un développeur Java senior (Spring Boot, Kubernetes, Docker), ' +
  'à l’aise avec PostgreSQL et Terraform ; une pratique de Python et des méthodes agiles est un plus.';

async function richestPerson(ctx: BenchContext) {
  const database = await benchDatabase(ctx);
  try {
    const { rows } = await sql<{ personId: number; idLang: number; experiences: number; skills: number }>`
      select d.person_id as "personId", d.id_lang as "idLang",
        (select count(*)::int from dc_experience e where e.dc_id = d.id) as experiences,
        (select count(*)::int from dc_skill s where s.dc_id = d.id) as skills
      from dc d join person p on p.id = d.person_id
      where p.email like '%@staff.example.net' and d.status <> 4
      order by experiences desc, skills desc, d.id limit 1`.execute(database.db);
    if (!rows[0]) throw new Error('no generated skills file');
    return rows[0];
  } finally {
    await database.close();
  }
}

export async function clientCvSection(ctx: BenchContext) {
  seedPeople(ctx);
  const rich = await richestPerson(ctx);
  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    const cookie = await signIn(server.url, 'julien.moreau@example.com');
    const exportCv = async (format: 'docx' | 'pdf', need?: string) => {
      const res = await fetch(`${server.url}/api/ClientCv/export`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          idUser: rich.personId,
          idLang: rich.idLang,
          format,
          anonymisation: 'reference',
          reference: 'CV-2026-0042',
          ...(need ? { need } : {}),
        }),
      });
      if (!res.ok) throw new Error(`client CV: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    const label = `${rich.experiences} experiences, ${rich.skills} skills`;
    for (const format of ['docx', 'pdf'] as const) {
      for (const need of [undefined, NEED]) {
        const runs = await timeSequential(RUNS, () => exportCv(format, need), 5);
        const what = `${format === 'docx' ? 'Word' : 'PDF'} client CV of a rich file (${label})${need ? ', filtered to a need' : ''}`;
        ctx.record({ section: 'client-cv', metric: `${what}, median`, value: percentile(runs, 50), unit: 'ms' });
        ctx.record({
          section: 'client-cv',
          metric: `${what}, p95`,
          value: percentile(runs, 95),
          unit: 'ms',
          goal: { op: '<=', target: 300 },
        });
      }
    }
  } finally {
    await server.stop();
  }
}
