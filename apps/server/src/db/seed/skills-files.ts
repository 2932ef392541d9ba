/**
 * Skills files of the demo and of the generated population.
 * - `seedDemoSkillsFiles(db)`: Alice (validated French file, draft English one), Bruno (submitted French file),
 *   Thomas (French v1 archived and v2 validated, English v1 archived and v2 submitted), each with its history.
 *   Idempotent: replaces those three people's files.
 * - `seedPopulationFiles(db, seed)`: the generated population's files (population-files.ts).
 * Both need the catalogue: they call `seedReferenceData` first (one query when it is already there).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedReferenceData } from './reference-data';
import { seededRandom, type Random } from './population';
import { byLanguage } from '@my-skills/shared/ui-language';
import { CLIENTS, DEGREES, POSITIONS_EN, POSITIONS_FR, PROJECTS, SCHOOLS } from './file-texts';
import {
  ARCHIVED,
  DRAFT,
  historyTo,
  insertFiles,
  loadCatalogue,
  SUBMITTED,
  VALIDATED,
  type Catalogue,
  type ExperienceRow,
  type FileSpec,
} from './skills-files-insert';

export { seedPopulationFiles } from './population-files';

const CERTS = [
  ['AWS Certified Solutions Architect – Associate', 'Amazon Web Services'],
  ['Professional Scrum Master I', 'Scrum.org'],
  ['Oracle Certified Professional, Java SE 17', 'Oracle'],
  ['Certified Kubernetes Administrator', 'CNCF'],
  ['ISTQB Foundation Level', 'ISTQB'],
  ['TOEIC', 'ETS'],
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const date = (year: number, month: number, day = 1) => `${year}-${pad(month)}-${pad(day)}`;

/** `count` consecutive experiences, newest ending today (null) or recently, going back in time. */
function experiences(rnd: Random, count: number, idLang: number, hard: readonly { id: number }[]): ExperienceRow[] {
  const rows: ExperienceRow[] = [];
  let endYear = 2026;
  let endMonth = rnd.int(1, 10);
  for (let i = 0; i < count; i++) {
    const months = rnd.int(4, 30);
    const startIndex = endYear * 12 + (endMonth - 1) - months;
    const startYear = Math.floor(startIndex / 12);
    const startMonth = (startIndex % 12) + 1;
    const positions = byLanguage(idLang, POSITIONS_FR, POSITIONS_EN);
    const tools = new Set<number>();
    const toolCount = rnd.int(2, 5);
    while (tools.size < Math.min(toolCount, hard.length)) tools.add(rnd.pick(hard).id);
    rows.push({
      position: rnd.pick(positions),
      start_date: date(startYear, startMonth),
      end_date: i === 0 && rnd.chance(0.6) ? null : date(endYear, endMonth, 28),
      client: rnd.pick(CLIENTS),
      project: rnd.pick(PROJECTS),
      description: byLanguage(
        idLang,
        'Réalisation de nouvelles fonctionnalités au sein d’une équipe agile, de la conception à la production.',
        'Delivery of new features in an agile team, from design to production.',
      ),
      teams_methods: byLanguage(
        idLang,
        'Équipe de 6, Scrum, sprints de deux semaines',
        'Team of 6, Scrum, two-week sprints',
      ),
      tasks: byLanguage(
        idLang,
        'Conception ; développement ; revues de code ; support de production',
        'Design; development; code reviews; production support',
      ),
      tools: [...tools],
    });
    const gap = rnd.int(0, 3);
    const nextEnd = startIndex - gap;
    endYear = Math.floor(nextEnd / 12);
    endMonth = (nextEnd % 12) + 1;
  }
  return rows;
}

function fileContent(rnd: Random, cat: Catalogue, idLang: 1 | 2, experienceCount: number, skillCount: number) {
  const chosen = new Set<number>();
  const softCount = Math.min(cat.soft.length, rnd.int(2, 5));
  while (chosen.size < Math.min(skillCount - softCount, cat.hard.length)) chosen.add(rnd.pick(cat.hard).id);
  const softChosen = new Set<number>();
  while (softChosen.size < softCount) softChosen.add(rnd.pick(cat.soft).id);
  const year = rnd.int(2000, 2020);
  const [certName, organism] = rnd.pick(CERTS);
  return {
    experiences: experiences(rnd, experienceCount, idLang, cat.hard),
    skills: [...chosen, ...softChosen].map((id) => ({ id_skill: id, level: rnd.int(1, 4) })),
    otherSkills:
      rnd.chance(0.3) && cat.typeIds.length
        ? [{ id_skill_type: cat.typeIds[0]!, name: `Outil interne ${rnd.int(1, 40)}`, level: rnd.int(1, 3) }]
        : [],
    educations: [
      { degree: rnd.pick(DEGREES), school: rnd.pick(SCHOOLS), year, mention: rnd.chance(0.5) ? rnd.int(1, 4) : null },
    ],
    languages: [
      { language_code: 'fr', id_level: 5 },
      { language_code: 'en', id_level: rnd.int(2, 4) },
      ...(rnd.chance(0.25) ? [{ language_code: rnd.pick(['de', 'es', 'it']), id_level: rnd.int(1, 3) }] : []),
    ],
    certifications: rnd.chance(0.6)
      ? [
          {
            name: certName,
            organism,
            obtained_date: date(rnd.int(2015, 2025), rnd.int(1, 12), rnd.int(1, 28)),
            kind: certName === 'TOEIC' ? 'test' : 'certification',
            score: certName === 'TOEIC' ? `${rnd.int(700, 990)}/990` : '',
          },
        ]
      : [],
  };
}

type Headline = [label: string, level: number][];

/**
 * The file's first skills replaced by its headline skills (catalogue labels) at their levels: as many skills as
 * before, the rest of the drawn content unchanged. A label the catalogue lacks is skipped.
 */
function withHeadline(cat: Catalogue, spec: FileSpec, headline: Headline): FileSpec {
  const wanted = headline.flatMap(([label, level]) => {
    const skill = cat.hard.find((k) => k.label === label);
    return skill ? [{ id_skill: skill.id, level }] : [];
  });
  const ids = new Set(wanted.map((w) => w.id_skill));
  const rest = spec.skills.filter((k) => !ids.has(k.id_skill)).slice(wanted.length);
  return { ...spec, skills: [...wanted, ...rest] };
}

/** The demo people's files (Alice, Bruno, Thomas). Idempotent: their files are replaced. */
export async function seedDemoSkillsFiles(db: Kysely<Database>): Promise<number> {
  await seedReferenceData(db);
  return db.transaction().execute(async (trx) => {
    const cat = await loadCatalogue(trx);
    if (cat.hard.length === 0) return 0;
    const people = await trx
      .selectFrom('person')
      .select(['id', 'email', 'manager_id'])
      .where('email', 'in', ['alice.martin@example.com', 'bruno.petit@example.com', 'thomas.bernard@example.com'])
      .execute();
    const byEmail = (e: string) => people.find((p) => p.email === e);
    const alice = byEmail('alice.martin@example.com');
    const bruno = byEmail('bruno.petit@example.com');
    const thomas = byEmail('thomas.bernard@example.com');
    if (!alice || !bruno || !thomas) return 0;
    await trx.deleteFrom('dc').where('person_id', 'in', [alice.id, bruno.id, thomas.id]).execute();
    const rnd = seededRandom(4242);
    const file = (
      p: { id: number; manager_id: number | null },
      idLang: 1 | 2,
      version: number,
      status: number,
      title: string,
      sizes: [number, number] = [6, 24],
      headline: Headline = [],
    ): FileSpec =>
      withHeadline(
        cat,
        {
          personId: p.id,
          idLang,
          version,
          status,
          title,
          summary: byLanguage(
            idLang,
            'Ingénieure attachée à la qualité, expérimentée sur des systèmes critiques, à l’écoute des équipes.',
            'Engineer with solid delivery experience on critical systems, attentive to quality and to the team.',
          ),
          ...fileContent(rnd, cat, idLang, sizes[0], sizes[1]),
          history: historyTo(status, p.id, p.manager_id),
          validatedBy: status >= VALIDATED ? p.manager_id : null,
        },
        headline,
      );
    // Each file leads with the skills of its title, so that the skills search finds the demo people by them
    // (Java ≥ 3 and Kubernetes ≥ 2: Alice; Thomas and Bruno each with one gap).
    const java: Headline = [
      ['Java', 4],
      ['Spring Boot', 3],
      ['Kubernetes', 2],
      ['PostgreSQL', 3],
      ['Docker', 2],
    ];
    const devops: Headline = [
      ['Kubernetes', 4],
      ['Docker', 4],
      ['Terraform', 3],
      ['Java', 1],
    ];
    const lead: Headline = [
      ['Java', 3],
      ['Kubernetes', 1],
      ['Python', 3],
    ];
    const files = [
      file(alice, 1, 1, VALIDATED, 'Développeuse Java senior', [8, 30], java),
      file(
        alice,
        2,
        1,
        DRAFT,
        'Senior Java developer',
        [3, 12],
        [
          ['Java', 4],
          ['Spring Boot', 4],
        ],
      ),
      file(bruno, 1, 1, SUBMITTED, 'Ingénieur DevOps', undefined, devops),
      file(thomas, 1, 1, ARCHIVED, 'Manager technique', [5, 20]),
      file(thomas, 1, 2, VALIDATED, 'Manager technique', [6, 26], lead),
      file(thomas, 2, 1, ARCHIVED, 'Technical manager', [5, 20]),
      file(thomas, 2, 2, SUBMITTED, 'Technical manager', [6, 26], lead),
    ];
    await insertFiles(trx, files);
    return files.length;
  });
}
