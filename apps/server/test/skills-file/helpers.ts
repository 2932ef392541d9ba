/** Helpers of the skills-file API tests: the catalogue, people ids, a file filled through the API. */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { seedReferenceData } from '../../src/db/seed/reference-data';
import type { TestApp, TestSession } from '../support/test-app';

export const body = <T = Record<string, unknown>>(res: LightMyRequestResponse) =>
  res.json() as {
    success: boolean;
    data: T;
    message: string;
    code?: string;
    details?: { path: string; message: string }[];
  };

/** Asserts a status and returns the answer's data. */
export function expectOk<T = Record<string, unknown>>(res: LightMyRequestResponse, status = 200): T {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return body<T>(res).data;
}

export async function catalogue(t: TestApp) {
  await seedReferenceData(t.db);
  const skills = await t.db
    .selectFrom('skill as s')
    .innerJoin('skill_type as t', 't.id', 's.id_skill_type')
    .select(['s.id', 's.label', 's.name_fr', 's.name_en', 's.id_boond', 't.is_soft', 't.id as typeId'])
    .where('s.is_active', '=', true)
    .orderBy('s.id')
    .execute();
  const byLabel = (label: string) => {
    const s = skills.find((x) => x.label.toLowerCase() === label.toLowerCase());
    if (!s) throw new Error(`no skill ${label}`);
    return s;
  };
  const hard = skills.filter((s) => !s.is_soft);
  const soft = skills.filter((s) => s.is_soft);
  const types = await t.db.selectFrom('skill_type').select(['id', 'code', 'is_soft']).orderBy('sort_order').execute();
  const profile = await t.db
    .selectFrom('job_profile')
    .select(['id', 'name_fr', 'name_en'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { skills, hard, soft, types, byLabel, profile };
}

export async function personId(t: TestApp, email: string) {
  const p = await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return p.id;
}

export interface Dc {
  idDc: number;
  rowVersion: number;
}

/** Creates a file for `idUser` as `session`, returns its id and row version. */
export async function createDc(
  t: TestApp,
  session: TestSession,
  idUser: number,
  idLang: 1 | 2,
  extra: Record<string, unknown> = {},
): Promise<Dc> {
  const data = expectOk<{ idDc: number; rowVersion: number }>(
    await t.call(session, 'POST', '/api/Dc/save', { idUser, idLang, ...extra }),
  );
  return { idDc: data.idDc, rowVersion: data.rowVersion };
}

/** Adds one experience and two skills so that the file may be submitted. */
export async function fillMinimum(t: TestApp, session: TestSession, dc: Dc, skillIds: number[]): Promise<Dc> {
  const exp = expectOk<{ rowVersion: number }>(
    await t.call(session, 'POST', '/api/Experience/add', {
      idDc: dc.idDc,
      rowVersion: dc.rowVersion,
      position: 'Développeuse Java',
      startDate: '2019-05-01',
      endDate: '2023-09-30',
      client: 'Banque Exemple',
      project: 'Refonte des paiements',
      tasks: 'Conception, développement',
      tools: skillIds.slice(0, 2),
    }),
  );
  const upd = expectOk<{ rowVersion: number }>(
    await t.call(session, 'PUT', '/api/Dc/update', {
      idDc: dc.idDc,
      rowVersion: exp.rowVersion,
      title: 'Développeuse Java senior',
      skills: skillIds.map((idSkill, i) => ({ idSkill, level: (i % 4) + 1 })),
    }),
  );
  expect(upd.rowVersion).toBe(exp.rowVersion + 1);
  return { idDc: dc.idDc, rowVersion: upd.rowVersion };
}

export async function details(t: TestApp, session: TestSession, idDc: number) {
  return expectOk<DetailsData>(await t.call(session, 'GET', `/api/Dc/details?idDc=${idDc}`));
}

export interface DetailsData {
  id: number;
  idUser: number;
  idLang: number;
  version: number;
  status: number;
  statusName: string;
  rowVersion: number;
  title: string;
  summary: string;
  experienceYears: number;
  experiences: {
    id: number;
    position: string;
    startDate: string | null;
    endDate: string | null;
    tools: { idSkill: number; name: string }[];
  }[];
  educations: { id: number; degree: string; mentionName: string | null; idFile: number | null }[];
  languages: { id: number; languageCode: string; languageName: string; idLevel: number; levelName: string }[];
  certifications: { id: number; name: string; kind: string; skills: { idSkill: number; name: string }[] }[];
  projects: { id: number; name: string }[];
  skills: { idSkill: number; name: string; level: number; isSoft: boolean }[];
  otherSkills: { id: number; idSkillType: number; name: string; level: number }[];
  history: {
    fromStatus: number | null;
    toStatus: number;
    changedBy: { id: number; name: string } | null;
    comment: string;
  }[];
  versions: { idDc: number; version: number; status: number }[];
  permissions: Record<string, boolean>;
  check: { ok: boolean; missing: string[] };
  delivery: { state: string; messages: { kind: string; state: string }[] } | null;
  identity: { firstName: string; lastName: string; manager: { name: string } | null };
}
