/**
 * Skills files of the demo and of the generated population.
 * - `seedDemoSkillsFiles(db)`: Alice (validated French file, draft English one), Bruno (submitted French file),
 *   Thomas (French v1 archived and v2 validated, English v1 archived and v2 submitted), each with its history.
 *   Idempotent: replaces those three people's files.
 * - `seedPopulationFiles(db, seed)`: every generated person (@staff.example.net) without a file gets a French file
 *   (and an English one for a third of them) with 5–15 experiences and 20–40 skills, in bulk inserts.
 * Both need the catalogue: they call `seedReferenceData` first (one query when it is already there).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { seedReferenceData } from './reference-data';
import { seededRandom, type Random } from './population';
import { byLanguage, isEnglish } from '@my-skills/shared/ui-language';

const CHUNK = 1000;
const DRAFT = 1;
const SUBMITTED = 2;
const VALIDATED = 3;
const ARCHIVED = 4;

interface Catalogue {
  hard: { id: number; typeId: number }[];
  soft: { id: number }[];
  typeIds: number[];
}

async function loadCatalogue(db: Kysely<Database> | Transaction<Database>): Promise<Catalogue> {
  const rows = await db
    .selectFrom('skill as s')
    .innerJoin('skill_type as t', 't.id', 's.id_skill_type')
    .select(['s.id', 't.id as typeId', 't.is_soft as isSoft'])
    .where('s.is_active', '=', true)
    .orderBy('s.id')
    .execute();
  const types = await db
    .selectFrom('skill_type')
    .select('id')
    .where('is_soft', '=', false)
    .orderBy('sort_order')
    .execute();
  return { hard: rows.filter((r) => !r.isSoft), soft: rows.filter((r) => r.isSoft), typeIds: types.map((t) => t.id) };
}

const CLIENTS = [
  'Banque Horizon',
  'Assurances Lumière',
  'Aéro Systèmes',
  'Énergie Verte',
  'Rail Connect',
  'Santé Plus',
  'Télécom Nova',
  'Auto Motion',
  'Retail Group',
  'Ministère des Finances',
  'Pharma Labs',
  'Logistique Express',
];
const POSITIONS_FR = [
  'Développeur Java',
  'Développeur full stack',
  'Tech lead',
  'Architecte logiciel',
  'Ingénieur DevOps',
  'Data engineer',
  'Chef de projet technique',
  'Ingénieur test et validation',
  'Consultant SAP',
  'Ingénieur systèmes embarqués',
  'Scrum master',
  'Analyste fonctionnel',
];
const POSITIONS_EN = [
  'Java developer',
  'Full-stack developer',
  'Tech lead',
  'Software architect',
  'DevOps engineer',
  'Data engineer',
  'Technical project manager',
  'Test and validation engineer',
  'SAP consultant',
  'Embedded systems engineer',
  'Scrum master',
  'Business analyst',
];
const PROJECTS = [
  'Refonte du SI de paiement',
  'Plateforme de données',
  'Migration vers le cloud',
  'Application mobile client',
  'Portail partenaires',
  'Calculateur de bord',
  'Outil de planification',
  'Dématérialisation des contrats',
];
const DEGREES = [
  'Diplôme d’ingénieur en informatique',
  'Master MIAGE',
  'Master en génie logiciel',
  'Licence professionnelle',
  'BTS SIO',
  'DUT informatique',
];
const SCHOOLS = [
  'INSA Lyon',
  'Université de Bordeaux',
  'EPITA',
  'Télécom Paris',
  'Université de Lille',
  'École Centrale de Nantes',
];
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

interface ExperienceRow {
  position: string;
  start_date: string;
  end_date: string | null;
  client: string;
  project: string;
  description: string;
  teams_methods: string;
  tasks: string;
  tools: number[];
}

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

interface FileSpec {
  personId: number;
  idLang: 1 | 2;
  version: number;
  status: number;
  title: string;
  summary: string;
  experiences: ExperienceRow[];
  skills: { id_skill: number; level: number }[];
  otherSkills: { id_skill_type: number; name: string; level: number }[];
  educations: { degree: string; school: string; year: number; mention: number | null }[];
  languages: { language_code: string; id_level: number }[];
  certifications: { name: string; organism: string; obtained_date: string; kind: string; score: string }[];
  /** Status changes, oldest first: [from, to, by]. */
  history: [number | null, number, number | null][];
  validatedBy: number | null;
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

/** Inserts files with all their sections in bulk (ids come back in insertion order). */
async function insertFiles(trx: Transaction<Database>, files: FileSpec[]): Promise<void> {
  for (let i = 0; i < files.length; i += CHUNK) {
    const chunk = files.slice(i, i + CHUNK);
    const dcs = await trx
      .insertInto('dc')
      .values(
        chunk.map((f) => ({
          person_id: f.personId,
          id_lang: f.idLang,
          version: f.version,
          status: f.status,
          title: f.title,
          summary: f.summary,
          created_by: f.personId,
          updated_by: f.personId,
          submitted_at: f.status >= SUBMITTED ? new Date() : null,
          validated_at: f.status >= VALIDATED ? new Date() : null,
          validated_by: f.validatedBy,
        })),
      )
      .returning('id')
      .execute();
    const idOf = (j: number) => dcs[j]!.id;
    const rowsOf = <T>(pick: (f: FileSpec) => T[]) =>
      chunk.flatMap((f, j) => pick(f).map((row) => ({ ...row, dc_id: idOf(j) })));

    const experienceRows = chunk.flatMap((f, j) => f.experiences.map((e) => ({ e, dcId: idOf(j) })));
    for (let k = 0; k < experienceRows.length; k += CHUNK) {
      const part = experienceRows.slice(k, k + CHUNK);
      const inserted = await trx
        .insertInto('dc_experience')
        .values(
          part.map(({ e, dcId }) => ({
            dc_id: dcId,
            position: e.position,
            start_date: e.start_date,
            end_date: e.end_date,
            client: e.client,
            project: e.project,
            description: e.description,
            teams_methods: e.teams_methods,
            tasks: e.tasks,
          })),
        )
        .returning('id')
        .execute();
      const tools = part.flatMap(({ e }, n) => e.tools.map((id) => ({ id_experience: inserted[n]!.id, id_skill: id })));
      for (let m = 0; m < tools.length; m += CHUNK * 2)
        await trx
          .insertInto('dc_experience_tool')
          .values(tools.slice(m, m + CHUNK * 2))
          .execute();
    }
    const inChunks = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
      for (let m = 0; m < rows.length; m += CHUNK * 2) await insert(rows.slice(m, m + CHUNK * 2));
    };
    await inChunks(
      rowsOf((f) => f.skills),
      (part) => trx.insertInto('dc_skill').values(part).execute(),
    );
    await inChunks(
      rowsOf((f) => f.otherSkills),
      (part) => trx.insertInto('dc_other_skill').values(part).execute(),
    );
    await inChunks(
      rowsOf((f) => f.educations),
      (part) => trx.insertInto('dc_education').values(part).execute(),
    );
    await inChunks(
      rowsOf((f) => f.languages),
      (part) => trx.insertInto('dc_language').values(part).execute(),
    );
    const certs = rowsOf((f) => f.certifications);
    if (certs.length) await trx.insertInto('dc_certification').values(certs).execute();
    await inChunks(
      chunk.flatMap((f, j) =>
        f.history.map(([from, to, by], n) => ({
          dc_id: idOf(j),
          from_status: from,
          to_status: to,
          changed_by: by,
          changed_at: new Date(Date.now() - (f.history.length - n) * 86_400_000),
        })),
      ),
      (part) => trx.insertInto('dc_status_history').values(part).execute(),
    );
  }
}

const historyTo = (status: number, owner: number, manager: number | null): [number | null, number, number | null][] => {
  const h: [number | null, number, number | null][] = [[null, DRAFT, owner]];
  if (status >= SUBMITTED) h.push([DRAFT, SUBMITTED, owner]);
  if (status >= VALIDATED) h.push([SUBMITTED, VALIDATED, manager]);
  if (status === ARCHIVED) h.push([VALIDATED, ARCHIVED, owner]);
  return h;
};

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
    ): FileSpec => ({
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
    });
    const files = [
      file(alice, 1, 1, VALIDATED, 'Développeuse Java senior', [8, 30]),
      file(alice, 2, 1, DRAFT, 'Senior Java developer', [3, 12]),
      file(bruno, 1, 1, SUBMITTED, 'Ingénieur DevOps'),
      file(thomas, 1, 1, ARCHIVED, 'Manager technique', [5, 20]),
      file(thomas, 1, 2, VALIDATED, 'Manager technique', [6, 26]),
      file(thomas, 2, 1, ARCHIVED, 'Technical manager', [5, 20]),
      file(thomas, 2, 2, SUBMITTED, 'Technical manager', [6, 26]),
    ];
    await insertFiles(trx, files);
    return files.length;
  });
}

/**
 * Files for the generated population (people with an @staff.example.net address and no file yet):
 * a French file each (40 % validated, 15 % submitted, the rest draft), an English one for a third; 5–15 experiences, 20–40 skills.
 */
export async function seedPopulationFiles(db: Kysely<Database>, seed = 20261121): Promise<number> {
  await seedReferenceData(db);
  return db.transaction().execute(async (trx) => {
    const cat = await loadCatalogue(trx);
    if (cat.hard.length === 0) return 0;
    const people = await trx
      .selectFrom('person as p')
      .select(['p.id', 'p.manager_id'])
      .where('p.email', 'like', '%@staff.example.net')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('dc').select('dc.id').whereRef('dc.person_id', '=', 'p.id'))),
      )
      .orderBy('p.id')
      .execute();
    const rnd = seededRandom(seed);
    const files: FileSpec[] = [];
    for (const p of people) {
      const roll = rnd.next();
      const status = roll < 0.4 ? VALIDATED : roll < 0.55 ? SUBMITTED : DRAFT;
      const langs: (1 | 2)[] = rnd.chance(0.33) ? [1, 2] : [1];
      for (const idLang of langs) {
        const content = fileContent(rnd, cat, idLang, rnd.int(5, 15), rnd.int(20, 40));
        files.push({
          personId: p.id,
          idLang,
          version: 1,
          status: byLanguage(idLang, status, DRAFT),
          title: content.experiences[0]!.position,
          summary: '',
          ...content,
          history: historyTo(byLanguage(idLang, status, DRAFT), p.id, p.manager_id),
          validatedBy: !isEnglish(idLang) && status === VALIDATED ? p.manager_id : null,
        });
      }
      if (files.length >= CHUNK) {
        await insertFiles(trx, files.splice(0));
      }
    }
    await insertFiles(trx, files);
    await sql`analyze dc, dc_experience, dc_skill`.execute(trx);
    return people.length;
  });
}
