/**
 * POST Cv2Dc/apply: the rows kept written into a draft in one transaction — into the draft (rows already in the file
 * skipped, skills merged at the higher level, never a skill and an other skill twice, the history line), into a new
 * version of a validated file (the old one archived), into a new file; applied twice 409; another's import 404; the
 * file changed meanwhile (row version 409, submitted 422, a draft created since taken); a failure half-way writes
 * nothing (an unknown skill, a database error injected in the transaction).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { CvApplyResult, CvImport } from '@my-skills/shared/schemas/cv-import';
import { countRows } from '../support/test-app';
import { details, type DetailsData } from '../skills-file/helpers';
import { cvImportSetup, docxCv, fileIn, json, ok } from './helpers';

const { ctx, upload } = cvImportSetup();

let DOCX: Buffer;
const skill: Record<string, number> = {};
let typeId: number;

beforeAll(async () => {
  DOCX = await docxCv();
  const rows = await ctx.t.db
    .selectFrom('skill')
    .select(['id', 'label'])
    .where('label', 'in', ['Java', 'Kubernetes', 'Python', 'Docker'])
    .execute();
  for (const r of rows) skill[r.label] = r.id;
  // Alice: a draft in English, a validated file in French; Thomas: a validated file in French.
  await fileIn(ctx, 'consultant', 2, 1);
  await fileIn(ctx, 'consultant', 1, 3);
  await fileIn(ctx, 'technicalManager', 1, 3);
  typeId = (await ctx.t.db.selectFrom('skill_type').select('id').where('is_soft', '=', false).executeTakeFirstOrThrow())
    .id;
});

const read = async (who: Parameters<typeof upload>[0], idUser: number, idLang: 1 | 2) =>
  ok<CvImport>(await upload(who, idUser, idLang, `cv-${idLang}.docx`, DOCX));
const apply = (who: Parameters<typeof upload>[0], body: Record<string, unknown>) =>
  ctx.t.call(ctx.s[who], 'POST', '/api/Cv2Dc/apply', body);
const rowVersionOf = async (idDc: number | null) =>
  idDc === null
    ? null
    : (await ctx.t.db.selectFrom('dc').select('row_version').where('id', '=', idDc).executeTakeFirstOrThrow())
        .row_version;
const outcomeOf = async (id: number) =>
  (await ctx.t.db.selectFrom('cv_import').select('outcome').where('id', '=', id).executeTakeFirstOrThrow()).outcome;

const experience = (position: string, startDate = '2019-01-01') => ({
  position,
  startDate,
  endDate: null,
  client: 'Banque Exemple',
  tools: [skill.Java],
});

describe('POST Cv2Dc/apply', () => {
  let draftImport: CvImport;
  let marcImport: CvImport;
  let readAt: number;

  it('writes the rows kept into Alice’s draft: duplicates skipped, skills merged, a history line', async () => {
    draftImport = await read('consultant', ctx.ids.consultant, 2);
    marcImport = await read('manager', ctx.ids.consultant, 2);
    const before = await details(ctx.t, ctx.s.consultant, draftImport.idDc!);
    readAt = before.rowVersion;
    const had = before.experiences[0] as DetailsData['experiences'][number] & { client: string };
    const java = before.skills.find((s) => s.idSkill === skill.Java)!;
    const result = ok<CvApplyResult>(
      await apply('consultant', {
        id: draftImport.id,
        rowVersion: before.rowVersion,
        title: 'Senior Java developer (imported)',
        experiences: [
          experience('Java developer'),
          // The same as a row the file has: skipped.
          { position: had.position, startDate: had.startDate, endDate: had.endDate, client: had.client },
        ],
        educations: [{ degree: 'Master in computer science', school: 'Université de Lyon', year: 2015 }],
        languages: [
          { languageCode: 'es', idLevel: 1 },
          ...before.languages.map((l) => ({ languageCode: l.languageCode, idLevel: 1 })),
        ],
        projects: [{ name: 'Payments' }],
        skills: [
          { idSkill: skill.Java, level: 1 },
          { idSkill: skill.Python, level: 2 },
        ],
        otherSkills: [
          { idSkillType: typeId, name: 'python', level: 3 },
          { idSkillType: typeId, name: 'Jenkins X', level: 2 },
        ],
      }),
    );
    expect(result).toMatchObject({ id: draftImport.id, idDc: draftImport.idDc, status: 1, newVersion: false });
    expect(result.applied).toEqual({
      experiences: 1,
      educations: 1,
      certifications: 0,
      projects: 1,
      languages: 1,
      skills: 1,
      otherSkills: 1,
    });
    expect(result.missing).toEqual([]);
    const after = await details(ctx.t, ctx.s.consultant, draftImport.idDc!);
    expect(after.rowVersion).toBe(result.rowVersion);
    expect(after.title).toBe('Senior Java developer (imported)');
    expect(after.experiences.length).toBe(before.experiences.length + 1);
    expect(after.experiences.find((e) => e.position === 'Java developer')!.tools.map((t) => t.idSkill)).toEqual([
      skill.Java,
    ]);
    expect(after.skills.find((s) => s.idSkill === skill.Java)!.level).toBe(java.level);
    expect(after.skills.find((s) => s.idSkill === skill.Python)!.level).toBe(2);
    expect(after.otherSkills.map((o) => o.name)).toContain('Jenkins X');
    expect(after.otherSkills.map((o) => o.name.toLowerCase())).not.toContain('python');
    expect(after.languages.length).toBe(before.languages.length + 1);
    expect(after.history[0]).toMatchObject({ fromStatus: 1, toStatus: 1, comment: 'CV import cv-2.docx' });
    expect(await outcomeOf(draftImport.id)).toBe('applied');
  });

  it('refuses an import applied twice (409), another person’s (404) and a stale row version (409)', async () => {
    const twice = await apply('consultant', { id: draftImport.id, rowVersion: await rowVersionOf(draftImport.idDc) });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toMatch(/déjà été appliqué/);
    expect((await apply('manager', { id: draftImport.id, rowVersion: 1 })).statusCode).toBe(404);
    expect((await apply('consultant', { id: marcImport.id, rowVersion: 1 })).statusCode).toBe(404);
    expect((await apply('consultant', { id: 999_999, rowVersion: 1 })).statusCode).toBe(404);
    // Marc read his import before Alice applied hers: the file moved on.
    const stale = await apply('manager', { id: marcImport.id, rowVersion: readAt });
    expect(stale.statusCode).toBe(409);
    expect(await outcomeOf(marcImport.id)).toBe('read');
  });

  it('creates the next version of a validated file with the rows, the validated one archived', async () => {
    const imported = await read('consultant', ctx.ids.consultant, 1);
    const before = await details(ctx.t, ctx.s.consultant, imported.idDc!);
    const result = ok<CvApplyResult>(
      await apply('consultant', {
        id: imported.id,
        rowVersion: before.rowVersion,
        experiences: [experience('Architecte Java', '2024-01-01')],
        skills: [{ idSkill: skill.Docker, level: 3 }],
      }),
    );
    expect(result).toMatchObject({ newVersion: true, status: 1, version: before.version + 1, missing: [] });
    expect(result.idDc).not.toBe(imported.idDc);
    const old = await ctx.t.db.selectFrom('dc').select('status').where('id', '=', imported.idDc!).executeTakeFirst();
    expect(old!.status).toBe(4);
    const next = await details(ctx.t, ctx.s.consultant, result.idDc);
    expect(next.experiences.length).toBe(before.experiences.length + 1);
    expect(next.skills.length).toBe(before.skills.length + 1);
    expect(next.history[0]!.comment).toBe('Import du CV cv-1.docx');
  });

  it('creates a candidate’s first file (a recruiter); missing names what submitting still needs', async () => {
    const imported = await read('recruiter', ctx.ids.candidate, 1);
    const result = ok<CvApplyResult>(
      await apply('recruiter', { id: imported.id, rowVersion: null, skills: [{ idSkill: skill.Docker, level: 2 }] }),
    );
    expect(result).toMatchObject({ newVersion: false, status: 1, version: 1, missing: ['experiences'] });
    const file = await details(ctx.t, ctx.s.recruiter, result.idDc);
    expect(file.idUser).toBe(ctx.ids.candidate);
    expect(file.history).toHaveLength(1);
    expect(file.history[0]).toMatchObject({ fromStatus: null, toStatus: 1, comment: 'Import du CV cv-1.docx' });
  });

  it('checks the target again: a draft created since is taken, a file submitted since is refused (422)', async () => {
    const imported = await read('recruiter', ctx.ids.candidate, 2);
    expect(imported.target).toBe('new');
    const created = ok<{ idDc: number }>(
      await ctx.t.call(ctx.s.recruiter, 'POST', '/api/Dc/save', { idUser: ctx.ids.candidate, idLang: 2 }),
    );
    const result = ok<CvApplyResult>(
      await apply('recruiter', { id: imported.id, rowVersion: null, experiences: [experience('Developer')] }),
    );
    expect(result.idDc).toBe(created.idDc);
    const again = await read('recruiter', ctx.ids.candidate, 2);
    await ctx.t.db.updateTable('dc').set({ status: 2 }).where('id', '=', created.idDc).execute();
    try {
      const res = await apply('recruiter', { id: again.id, rowVersion: await rowVersionOf(created.idDc) });
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toMatch(/soumise/);
      expect(await outcomeOf(again.id)).toBe('read');
    } finally {
      await ctx.t.db.updateTable('dc').set({ status: 1 }).where('id', '=', created.idDc).execute();
    }
  });

  it('writes nothing when it fails half-way: no version, no rows, not applied; then it applies', async () => {
    const imported = await read('technicalManager', ctx.ids.technicalManager, 1);
    expect(imported.target).toBe('newVersion');
    const counts = async () => ({
      dc: await countRows(ctx.t, 'dc'),
      experiences: await countRows(ctx.t, 'dc_experience'),
      projects: await countRows(ctx.t, 'dc_project'),
      history: await countRows(ctx.t, 'dc_status_history'),
    });
    const before = await counts();
    const rowVersion = await rowVersionOf(imported.idDc);
    const body = {
      id: imported.id,
      rowVersion,
      experiences: [experience('Lead developer')],
      projects: [{ name: 'Plateforme' }, { name: 'BOOM' }],
    };
    // An unknown skill: refused before anything is written.
    const unknown = await apply('technicalManager', { ...body, skills: [{ idSkill: 987_654, level: 2 }] });
    expect(unknown.statusCode).toBe(400);
    // A database failure on the second project, after the new version and the first rows were written.
    await sql`create function cv_import_boom() returns trigger language plpgsql as $$
      begin if new.name = 'BOOM' then raise exception 'injected failure'; end if; return new; end $$`.execute(ctx.t.db);
    await sql`create trigger cv_import_boom before insert on dc_project
      for each row execute function cv_import_boom()`.execute(ctx.t.db);
    try {
      expect((await apply('technicalManager', body)).statusCode).toBe(500);
    } finally {
      await sql`drop trigger cv_import_boom on dc_project`.execute(ctx.t.db);
      await sql`drop function cv_import_boom()`.execute(ctx.t.db);
    }
    expect(await counts()).toEqual(before);
    expect(await outcomeOf(imported.id)).toBe('read');
    const file = await ctx.t.db.selectFrom('dc').select('status').where('id', '=', imported.idDc!).executeTakeFirst();
    expect(file!.status).toBe(3);
    // Nothing was half-written: the same import applies now.
    const result = ok<CvApplyResult>(await apply('technicalManager', body));
    expect(result).toMatchObject({ newVersion: true });
    expect(result.applied).toMatchObject({ experiences: 1, projects: 2 });
  });
});
