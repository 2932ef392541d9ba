/**
 * What the skills-file seeds share: the catalogue they draw skills from, a file with all its sections as the seeds
 * describe it (`FileSpec`), its status history, and the bulk insert of many files (a few statements per thousand files,
 * ids coming back in insertion order).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import type { Database } from '../schema';

export const DRAFT = DC_STATUSES.DRAFT;
export const SUBMITTED = DC_STATUSES.SUBMITTED;
export const VALIDATED = DC_STATUSES.VALIDATED;
export const ARCHIVED = DC_STATUSES.ARCHIVED;

const CHUNK = 1000;

export interface CatalogueSkill {
  id: number;
  typeId: number;
  /** The skill type's code (e.g. 'cloud-devops'). */
  typeCode: string;
  /** The catalogue's natural key (its French name). */
  label: string;
}

export interface Catalogue {
  hard: CatalogueSkill[];
  soft: CatalogueSkill[];
  /** The hard skill types, in their display order. */
  typeIds: number[];
}

/** The active catalogue, in id order (the order within a type is the reference file's, most common first). */
export async function loadCatalogue(db: Kysely<Database> | Transaction<Database>): Promise<Catalogue> {
  const rows = await db
    .selectFrom('skill as s')
    .innerJoin('skill_type as t', 't.id', 's.id_skill_type')
    .select(['s.id', 's.label', 't.id as typeId', 't.code as typeCode', 't.is_soft as isSoft'])
    .where('s.is_active', '=', true)
    .orderBy('s.id')
    .execute();
  const types = await db
    .selectFrom('skill_type')
    .select('id')
    .where('is_soft', '=', false)
    .orderBy('sort_order')
    .execute();
  const skill = (r: (typeof rows)[number]): CatalogueSkill => ({
    id: r.id,
    typeId: r.typeId,
    typeCode: r.typeCode,
    label: r.label,
  });
  return {
    hard: rows.filter((r) => !r.isSoft).map(skill),
    soft: rows.filter((r) => r.isSoft).map(skill),
    typeIds: types.map((t) => t.id),
  };
}

export interface ExperienceRow {
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

export interface CertificationRow {
  name: string;
  organism: string;
  obtained_date: string;
  expiry_date?: string | null;
  kind: string;
  score: string;
  /** Catalogue skills the certification proves. */
  skills?: number[];
}

export interface FileSpec {
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
  certifications: CertificationRow[];
  /** Status changes, oldest first: [from, to, by]. */
  history: [number | null, number, number | null][];
  validatedBy: number | null;
  /** When it was created, submitted and validated (default: now, and a day apart in its history). */
  dates?: { created: Date; submitted: Date | null; validated: Date | null };
}

export const historyTo = (
  status: number,
  owner: number,
  manager: number | null,
): [number | null, number, number | null][] => {
  const h: [number | null, number, number | null][] = [[null, DRAFT, owner]];
  if (status >= SUBMITTED) h.push([DRAFT, SUBMITTED, owner]);
  if (status >= VALIDATED) h.push([SUBMITTED, VALIDATED, manager]);
  if (status === ARCHIVED) h.push([VALIDATED, ARCHIVED, owner]);
  return h;
};

/** When a history step happened: the file's own dates when it has them, else a day apart up to now. */
function stepDate(f: FileSpec, to: number, n: number): Date {
  if (f.dates) {
    if (to === VALIDATED && f.dates.validated) return f.dates.validated;
    if (to === SUBMITTED && f.dates.submitted) return f.dates.submitted;
    if (to === DRAFT) return f.dates.created;
  }
  return new Date(Date.now() - (f.history.length - n) * 86_400_000);
}

async function inChunks<T>(rows: T[], insert: (part: T[]) => Promise<unknown>, size = CHUNK * 2) {
  for (let m = 0; m < rows.length; m += size) await insert(rows.slice(m, m + size));
}

/**
 * Inserts rows of whole numbers as one array a column (`unnest`): the link tables have hundreds of thousands of rows
 * at 50 000 people, and on PGlite binding one parameter a value costs more than the insert itself.
 */
async function insertIntegers<T extends Record<string, number>>(
  trx: Transaction<Database>,
  table: 'dc_experience_tool' | 'dc_skill' | 'dc_certification_skill',
  columns: readonly (keyof T & string)[],
  rows: readonly T[],
): Promise<void> {
  for (let m = 0; m < rows.length; m += 10_000) {
    const part = rows.slice(m, m + 10_000);
    const arrays = columns.map((c) => sql`${part.map((r) => r[c])}::int[]`);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      select * from unnest(${sql.join(arrays)})`.execute(trx);
  }
}

/** Inserts files with all their sections in bulk (ids come back in insertion order). */
export async function insertFiles(trx: Transaction<Database>, files: FileSpec[]): Promise<void> {
  for (let i = 0; i < files.length; i += CHUNK) {
    const chunk = files.slice(i, i + CHUNK);
    const dcs = await trx
      .insertInto('dc')
      .values(
        chunk.map((f) => {
          const last = f.dates ? (f.dates.validated ?? f.dates.submitted ?? f.dates.created) : undefined;
          return {
            person_id: f.personId,
            id_lang: f.idLang,
            version: f.version,
            status: f.status,
            title: f.title,
            summary: f.summary,
            created_by: f.personId,
            updated_by: f.personId,
            ...(f.dates ? { created_at: f.dates.created, updated_at: last } : {}),
            submitted_at: f.status >= SUBMITTED ? (f.dates?.submitted ?? new Date()) : null,
            validated_at: f.status >= VALIDATED ? (f.dates?.validated ?? new Date()) : null,
            validated_by: f.validatedBy,
          };
        }),
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
      await insertIntegers(trx, 'dc_experience_tool', ['id_experience', 'id_skill'], tools);
    }
    await insertIntegers(
      trx,
      'dc_skill',
      ['dc_id', 'id_skill', 'level'],
      rowsOf((f) => f.skills),
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
    const certs = chunk.flatMap((f, j) => f.certifications.map((c) => ({ c, dcId: idOf(j) })));
    await inChunks(
      certs,
      async (part) => {
        const inserted = await trx
          .insertInto('dc_certification')
          .values(
            part.map(({ c, dcId }) => ({
              dc_id: dcId,
              name: c.name,
              organism: c.organism,
              obtained_date: c.obtained_date,
              expiry_date: c.expiry_date ?? null,
              kind: c.kind,
              score: c.score,
            })),
          )
          .returning('id')
          .execute();
        const links = part.flatMap(({ c }, n) =>
          (c.skills ?? []).map((id) => ({ id_certification: inserted[n]!.id, id_skill: id })),
        );
        await insertIntegers(trx, 'dc_certification_skill', ['id_certification', 'id_skill'], links);
      },
      CHUNK,
    );
    await inChunks(
      chunk.flatMap((f, j) =>
        f.history.map(([from, to, by], n) => ({
          dc_id: idOf(j),
          from_status: from,
          to_status: to,
          changed_by: by,
          changed_at: stepDate(f, to, n),
        })),
      ),
      (part) => trx.insertInto('dc_status_history').values(part).execute(),
    );
  }
}
