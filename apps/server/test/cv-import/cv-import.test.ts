/**
 * POST Cv2Dc/cv2dc, GET Cv2Dc/getCV and getCVJson: a Word and a PDF CV read into a proposal through the route (the
 * reader and the understanding for real), the target (draft, next version, new file), who may import for whom (own
 * file, a recruiter for a candidate, a manager for a team member; others 403; a submitted file 422), the limits and
 * hostile files (nothing changed, a failed log), and who may read the original and what was extracted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cvImportJsonSchema, cvImportSchema, type CvImport } from '@my-skills/shared/schemas/cv-import';
import { countRows } from '../support/test-app';
import { cvImportSetup, docxCv, fileIn, json, ok, pdfCv, PNG, zipBomb } from './helpers';

const { ctx, upload } = cvImportSetup();

/** The person's current file in a language (id, status). */
const currentFile = (personId: number, idLang: number) =>
  ctx.t.db
    .selectFrom('dc')
    .select(['id', 'status', 'row_version'])
    .where('person_id', '=', personId)
    .where('id_lang', '=', idLang)
    .where('status', '<>', 4)
    .executeTakeFirst();
const lastImport = () =>
  ctx.t.db.selectFrom('cv_import').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

let DOCX: Buffer;
let PDF: Buffer;
let aliceDraft: CvImport;

beforeAll(async () => {
  [DOCX, PDF] = await Promise.all([docxCv(), pdfCv()]);
  // Alice: a draft in English, a validated file in French; Bruno: a submitted file in French.
  await fileIn(ctx, 'consultant', 2, 1);
  await fileIn(ctx, 'consultant', 1, 3);
  await fileIn(ctx, 'subcontractor', 1, 2);
});

describe('POST Cv2Dc/cv2dc', () => {
  it('reads a Word CV into a proposal for Alice’s English draft; logs it and keeps the original out of her files', async () => {
    const files = await countRows(ctx.t, 'user_file');
    const dcRows = await countRows(ctx.t, 'dc_experience');
    const draft = (await currentFile(ctx.ids.consultant, 2))!;
    aliceDraft = ok<CvImport>(await upload('consultant', ctx.ids.consultant, 2, 'cv-alice.docx', DOCX));
    expect(cvImportSchema.parse(aliceDraft)).toBeTruthy();
    expect(aliceDraft).toMatchObject({ target: 'draft', idDc: draft.id, format: 'docx', fileName: 'cv-alice.docx' });
    expect(aliceDraft.pages).toBeGreaterThanOrEqual(1);
    expect(aliceDraft.durationMs).toBeGreaterThanOrEqual(0);
    expect(aliceDraft.proposal.experiences.length).toBeGreaterThanOrEqual(1);
    expect(aliceDraft.proposal.skills.map((s) => s.name)).toContain('Java');
    // Nothing written into the skills file; the original kept, bound to the import, not in the person's files.
    expect(await countRows(ctx.t, 'dc_experience')).toBe(dcRows);
    expect(await countRows(ctx.t, 'user_file')).toBe(files + 1);
    const logged = await lastImport();
    expect(logged).toMatchObject({
      id: aliceDraft.id,
      outcome: 'read',
      person_id: ctx.ids.consultant,
      target: 'draft',
    });
    expect(logged.by_person_id).toBe(ctx.ids.consultant);
    expect((logged.found as Record<string, number>).experiences).toBe(aliceDraft.proposal.experiences.length);
    const list = ok<{ fileName: string }[]>(
      await ctx.t.call(ctx.s.consultant, 'GET', `/api/File/list?idUser=${ctx.ids.consultant}`),
    );
    expect(list.map((f) => f.fileName)).not.toContain('cv-alice.docx');
  });

  it('reads a PDF CV; a validated file is the target of a new version, a person without a file of a new one', async () => {
    const validated = ok<CvImport>(await upload('consultant', ctx.ids.consultant, 1, 'cv.pdf', PDF));
    expect(validated).toMatchObject({ target: 'newVersion', format: 'pdf', ocr: false });
    expect(validated.idDc).toBe((await currentFile(ctx.ids.consultant, 1))!.id);
    expect(validated.proposal.skills.map((s) => s.name)).toContain('Java');
    // A recruiter for a candidate (Nina has no file yet).
    const nina = ok<CvImport>(await upload('recruiter', ctx.ids.candidate, 1, 'nina.docx', DOCX));
    expect(nina).toMatchObject({ target: 'new', idDc: null, idUser: ctx.ids.candidate });
    // A candidate for herself (the onboarding host's import).
    expect(ok<CvImport>(await upload('candidate', ctx.ids.candidate, 2, 'me.pdf', PDF)).target).toBe('new');
    // A manager for a team member.
    expect(ok<CvImport>(await upload('manager', ctx.ids.consultant, 2, 'alice.docx', DOCX)).target).toBe('draft');
  });

  it('reads the fixtures through the route: the two-column PDF and the Word CV made of tables', async () => {
    for (const [name, idLang] of [
      ['two-columns-fr.pdf', 1],
      ['dotnet-table-en.docx', 2],
    ] as const) {
      const dir = path.join(import.meta.dirname, '../fixtures/cv');
      const expected = JSON.parse(fs.readFileSync(path.join(dir, name.replace(/\.\w+$/, '.expected.json')), 'utf8'));
      const read = ok<CvImport>(
        await upload('consultant', ctx.ids.consultant, idLang, name, fs.readFileSync(path.join(dir, name))),
      );
      expect(read.proposal.identity, name).toMatchObject({
        firstName: expected.firstName,
        lastName: expected.lastName,
      });
      expect(read.proposal.experiences, name).toHaveLength(expected.experiences);
      expect(
        read.proposal.skills.map((s) => s.name),
        name,
      ).toEqual(expect.arrayContaining(expected.skills));
    }
  });

  it('refuses who may not write the person’s file (403), an unknown person (404), a submitted file (422)', async () => {
    const before = await countRows(ctx.t, 'cv_import');
    const bruno = await upload('subcontractor', ctx.ids.consultant, 2, 'cv.docx', DOCX);
    expect(bruno.statusCode).toBe(403);
    expect((await upload('dpo', ctx.ids.consultant, 2, 'cv.docx', DOCX)).statusCode).toBe(403);
    expect((await upload('dpo', ctx.ids.dpo, 1, 'cv.docx', DOCX)).statusCode).toBe(403);
    // A recruiter imports for candidates only.
    expect((await upload('recruiter', ctx.ids.subcontractor, 2, 'cv.docx', DOCX)).statusCode).toBe(403);
    expect((await upload('consultant', 999_999, 1, 'cv.docx', DOCX)).statusCode).toBe(404);
    // Bruno's French file is submitted: neither he nor his manager imports into it.
    for (const who of ['subcontractor', 'manager'] as const) {
      const res = await upload(who, ctx.ids.subcontractor, 1, 'cv.docx', DOCX);
      expect(res.statusCode).toBe(422);
      expect(json(res).code).toBe('BUSINESS_RULE');
      expect(json(res).message).toMatch(/soumise|submitted/);
    }
    // idDc must be the current file.
    const stale = await upload('consultant', ctx.ids.consultant, 2, 'cv.docx', DOCX, { idDc: 999_999 });
    expect(stale.statusCode).toBe(409);
    // A request without a file part.
    const form = new FormData();
    form.append('note', 'no file');
    const empty = new Response(form);
    const noFile = await ctx.t.call(
      ctx.s.consultant,
      'POST',
      `/api/Cv2Dc/cv2dc?idUser=${ctx.ids.consultant}&idLang=2`,
      Buffer.from(await empty.arrayBuffer()),
      { 'content-type': empty.headers.get('content-type')! },
    );
    expect(noFile.statusCode).toBe(400);
    // None of them is an import: nothing logged.
    expect(await countRows(ctx.t, 'cv_import')).toBe(before);
  });

  it('refuses too large, not a CV, a zip bomb and a broken PDF: nothing changed, each failure logged', async () => {
    const files = await countRows(ctx.t, 'user_file');
    const dcs = await countRows(ctx.t, 'dc');
    const cases: [string, Buffer, number][] = [
      ['big.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]), 413],
      ['photo.docx', PNG, 415],
      ['bomb.docx', zipBomb(), 422],
      ['broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj <<>> garbage'), 422],
    ];
    for (const [fileName, content, status] of cases) {
      const res = await upload('consultant', ctx.ids.consultant, 2, fileName, content);
      expect(res.statusCode, fileName).toBe(status);
      expect(json(res).message, fileName).not.toMatch(/^errors\./);
      const logged = await lastImport();
      expect(logged, fileName).toMatchObject({ outcome: 'failed', file_name: fileName, extraction: null });
      expect(logged.error_key, fileName).toMatch(/^errors\.CV_IMPORT_/);
    }
    expect(await countRows(ctx.t, 'user_file')).toBe(files);
    expect(await countRows(ctx.t, 'dc')).toBe(dcs);
  });
});

describe('GET Cv2Dc/getCV and getCVJson', () => {
  it('answers the original and what was extracted to the importer, to who may open the file and to the logs’ readers', async () => {
    for (const who of ['consultant', 'manager', 'director', 'hr'] as const) {
      const res = await ctx.t.call(ctx.s[who], 'GET', `/api/Cv2Dc/getCV?id=${aliceDraft.id}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toContain('wordprocessingml');
      expect(res.headers['content-disposition']).toContain('cv-alice.docx');
      expect(Buffer.compare(res.rawPayload, DOCX), who).toBe(0);
    }
    const extracted = ok(await ctx.t.call(ctx.s.consultant, 'GET', `/api/Cv2Dc/getCVJson?id=${aliceDraft.id}`));
    const parsed = cvImportJsonSchema.parse(extracted);
    expect(parsed.lines.map((l) => l.text)).toContain('Formation');
    expect(parsed.proposal.experiences.length).toBe(aliceDraft.proposal.experiences.length);
  });

  it('hides them from anyone else, and a failed import has no extraction (404)', async () => {
    for (const who of ['subcontractor', 'candidate'] as const) {
      expect((await ctx.t.call(ctx.s[who], 'GET', `/api/Cv2Dc/getCV?id=${aliceDraft.id}`)).statusCode, who).toBe(404);
      expect((await ctx.t.call(ctx.s[who], 'GET', `/api/Cv2Dc/getCVJson?id=${aliceDraft.id}`)).statusCode).toBe(404);
    }
    const failed = await lastImport();
    expect(failed.outcome).toBe('failed');
    expect((await ctx.t.call(ctx.s.consultant, 'GET', `/api/Cv2Dc/getCVJson?id=${failed.id}`)).statusCode).toBe(404);
    expect((await ctx.t.call(ctx.s.consultant, 'GET', `/api/Cv2Dc/getCV?id=${failed.id}`)).statusCode).toBe(404);
    expect((await ctx.t.call(ctx.s.consultant, 'GET', '/api/Cv2Dc/getCV?id=999999')).statusCode).toBe(404);
  });
});
