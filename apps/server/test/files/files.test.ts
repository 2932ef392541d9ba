/**
 * /api/File/*: attachments. Uploads as real multipart bodies (FormData → Response gives the bytes and
 * the boundary); real PDFs (pdfkit), PNG, a real .docx (the skills-file renderer), refused contents;
 * every permission row; nothing written on failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { LIMITS } from '@my-skills/shared/constants';
import { countRows, createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { minimalDcDocument } from '../support/dc-document-fixture';
import { renderDcDocx } from '../../src/integrations/documents/dc-docx';

let t: TestApp;
const ids: Record<string, number> = {};
const sessions: Partial<Record<keyof typeof DEMO, TestSession>> = {};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(200, 0x90),
  Buffer.from('This program cannot be run in DOS mode.'),
]);
let PDF: Buffer;
let DOCX: Buffer;

function smallPdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

interface FilePart {
  fileName: string;
  content: Buffer;
  /** The declared type: never trusted, only the bytes count. */
  type?: string;
  field?: string;
}

/** A multipart/form-data body: its bytes and its content-type header (with the boundary). */
async function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files)
    form.append(
      f.field ?? 'file',
      new Blob([new Uint8Array(f.content)], { type: f.type ?? 'application/octet-stream' }),
      f.fileName,
    );
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

async function upload(session: TestSession | null, idUser: number | string, ...files: FilePart[]) {
  const { body, contentType } = await multipart(files);
  return t.call(session, 'POST', `/api/File/add?idUser=${idUser}`, body, { 'content-type': contentType });
}

const session = async (who: keyof typeof DEMO) => (sessions[who] ??= await t.login(DEMO[who]));
const countFiles = () => countRows(t, 'user_file');

/** Uploads a PDF for Alice as Alice and answers the file's id. */
async function alicePdf(fileName = 'diplome.pdf'): Promise<number> {
  const res = await upload(await session('consultant'), ids[DEMO.consultant]!, {
    fileName,
    content: PDF,
    type: 'application/pdf',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

/** A skills file of `personId` in `status` (archiving the current one if needed) with an education and a certification pointing to the file. */
async function skillsFileShowing(fileId: number, personId: number, status: number) {
  const idLang = 2;
  if (status !== 4)
    await t.db
      .updateTable('dc')
      .set({ status: 4 })
      .where('person_id', '=', personId)
      .where('id_lang', '=', idLang)
      .where('status', '<>', 4)
      .execute();
  const { max } = await t.db
    .selectFrom('dc')
    .select((eb) => eb.fn.max('version').as('max'))
    .where('person_id', '=', personId)
    .where('id_lang', '=', idLang)
    .executeTakeFirstOrThrow();
  const dc = await t.db
    .insertInto('dc')
    .values({ person_id: personId, id_lang: idLang, version: Number(max ?? 0) + 1, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('dc_education').values({ dc_id: dc.id, degree: 'Master', id_file: fileId }).execute();
  await t.db.insertInto('dc_certification').values({ dc_id: dc.id, name: 'TOEIC', id_file: fileId }).execute();
  return dc.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const p of await t.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
  PDF = await smallPdf('Diplôme de Master — mention Très bien');
  DOCX = await renderDcDocx(minimalDcDocument());
});
afterAll(() => t.close());

describe('POST /api/File/add', () => {
  it.each([
    ['a PDF', 'diplome.pdf', () => PDF, 'application/pdf', 'diplome.pdf'],
    ['a PNG', 'scan.png', () => PNG, 'image/png', 'scan.png'],
    [
      'a real .docx',
      'attestation.docx',
      () => DOCX,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'attestation.docx',
    ],
    ['a PNG declared as a PDF', 'photo.pdf', () => PNG, 'application/pdf', 'photo.png'],
  ])('stores %s with the type detected from its bytes', async (_, fileName, content, declared, storedName) => {
    const before = await countFiles();
    const res = await upload(await session('consultant'), ids[DEMO.consultant]!, {
      fileName,
      content: content(),
      type: declared,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data, message, success } = res.json();
    expect(success).toBe(true);
    expect(message).toBe('Action effectuée avec succès.');
    const detected = fileName === 'photo.pdf' ? 'image/png' : declared;
    expect(data).toMatchObject({
      idUser: ids[DEMO.consultant],
      fileName: storedName,
      contentType: detected,
      size: content().length,
      uploadedBy: ids[DEMO.consultant],
    });
    expect(new Date(data.createdAt).getTime()).not.toBeNaN();
    expect(await countFiles()).toBe(before + 1);
    const row = await t.db.selectFrom('user_file').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(Buffer.compare(Buffer.from(row.content), content())).toBe(0);
    expect(row.content_type).toBe(detected);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sanitises the name: no path, no control characters', async () => {
    const res = await upload(await session('consultant'), ids[DEMO.consultant]!, {
      fileName: '../../etc/pass\u0007wd.png',
      content: PNG,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.fileName).toBe('passwd.png');
  });

  it.each([
    ['an .exe renamed .pdf', 'diplome.pdf', EXE, 'application/pdf'],
    [
      'a text file named .docx',
      'cv.docx',
      Buffer.from('Je suis un simple texte, pas un document Word.'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'an SVG image',
      'logo.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/png',
    ],
  ])('refuses %s with 415 and a translated message, storing nothing', async (_, fileName, content, type) => {
    const before = await countFiles();
    const res = await upload(await session('consultant'), ids[DEMO.consultant]!, { fileName, content, type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Seuls les fichiers PDF, image ou Word sont acceptés.',
    });
    expect(await countFiles()).toBe(before);
  });

  it('answers in the person’s language', async () => {
    const hr = await session('hr');
    await t.call(hr, 'PUT', '/api/User/updateLang?idLang=2');
    try {
      const res = await upload(hr, ids[DEMO.consultant]!, { fileName: 'x.pdf', content: EXE });
      expect(res.json().message).toBe('Only PDF, image or Word files are accepted.');
    } finally {
      await t.call(hr, 'PUT', '/api/User/updateLang?idLang=1');
    }
  });

  it('refuses 10 MB + 1 byte with 413, storing nothing; accepts exactly 10 MB', async () => {
    const alice = await session('consultant');
    const before = await countFiles();
    const tooBig = Buffer.alloc(LIMITS.attachmentMaxBytes + 1, 0x20);
    PDF.copy(tooBig);
    const res = await upload(alice, ids[DEMO.consultant]!, { fileName: 'big.pdf', content: tooBig });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Le fichier dépasse la taille maximale autorisée (10 Mo).',
    });
    expect(await countFiles()).toBe(before);

    const limit = await upload(alice, ids[DEMO.consultant]!, {
      fileName: 'limit.pdf',
      content: tooBig.subarray(0, LIMITS.attachmentMaxBytes),
    });
    expect(limit.statusCode, limit.body).toBe(200);
    expect(limit.json().data.size).toBe(LIMITS.attachmentMaxBytes);
  });

  it('refuses an empty file, a request without a file, two files, and a body that is not multipart', async () => {
    const alice = await session('consultant');
    const idUser = ids[DEMO.consultant]!;
    const before = await countFiles();
    const empty = await upload(alice, idUser, { fileName: 'empty.pdf', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Le fichier envoyé est vide.' });

    const noFile = await multipart([], { note: 'no file here' });
    const missing = await t.call(alice, 'POST', `/api/File/add?idUser=${idUser}`, noFile.body, {
      'content-type': noFile.contentType,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Aucun fichier n’a été envoyé.' });

    const two = await upload(alice, idUser, { fileName: 'a.pdf', content: PDF }, { fileName: 'b.png', content: PNG });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Envoyez un seul fichier à la fois.' });

    const json = await t.call(alice, 'POST', `/api/File/add?idUser=${idUser}`, { file: PDF.toString('base64') });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await countFiles()).toBe(before);
  });

  it.each(['', 'abc', '0', '-1'])('refuses idUser=%s with 400', async (idUser) => {
    const res = await upload(await session('consultant'), idUser, { fileName: 'a.pdf', content: PDF });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  describe('who may upload for Alice', () => {
    it.each([
      ['Alice herself', 'consultant', 200],
      ['Marc, her manager', 'manager', 200],
      ['Sophie, who manages Marc', 'director', 200],
      ['HR (sees everyone)', 'hr', 200],
      ['a recruiter (sees everyone)', 'recruiter', 200],
      ['Bruno, a colleague', 'subcontractor', 403],
      ['Thomas, a technical manager who does not manage her', 'technicalManager', 403],
      ['the DPO', 'dpo', 403],
      ['a candidate', 'candidate', 403],
    ] as const)('%s (%s) → %i', async (_, who, status) => {
      const before = await countFiles();
      const res = await upload(await session(who), ids[DEMO.consultant]!, { fileName: 'x.pdf', content: PDF });
      expect(res.statusCode, res.body).toBe(status);
      if (status === 200) expect(res.json().data.uploadedBy).toBe(ids[DEMO[who]]);
      else
        expect(res.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: 'Vous n’avez pas les droits pour cette action.',
        });
      expect(await countFiles()).toBe(before + (status === 200 ? 1 : 0));
    });

    it('anonymous → 401; an unknown person → 404', async () => {
      const before = await countFiles();
      expect((await upload(null, ids[DEMO.consultant]!, { fileName: 'x.pdf', content: PDF })).statusCode).toBe(401);
      const unknown = await upload(await session('hr'), 987654, { fileName: 'x.pdf', content: PDF });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
      expect(await countFiles()).toBe(before);
    });

    it('the DPO may not upload even for himself', async () => {
      const res = await upload(await session('dpo'), ids[DEMO.dpo]!, { fileName: 'x.pdf', content: PDF });
      expect(res.statusCode).toBe(403);
    });

    it('a candidate uploads for herself', async () => {
      const res = await upload(await session('candidate'), ids[DEMO.candidate]!, {
        fileName: 'diplome.pdf',
        content: PDF,
      });
      expect(res.statusCode).toBe(200);
    });
  });
});

describe('GET /api/File/download', () => {
  it('sends the bytes with the detected type and an RFC 5987 file name', async () => {
    const id = await alicePdf('Diplôme d’ingénieur (2015).pdf');
    const res = await t.call(await session('consultant'), 'GET', `/api/File/download?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Dipl_me d_ing_nieur (2015).pdf"; filename*=UTF-8\'\'Dipl%C3%B4me%20d%E2%80%99ing%C3%A9nieur%20%282015%29.pdf',
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(res.rawPayload, PDF)).toBe(0);
  });

  it.each([
    ['Alice herself', 'consultant', 200],
    ['Marc, her manager', 'manager', 200],
    ['HR', 'hr', 200],
    ['the BU director (sees everyone)', 'buDirector', 200],
    ['Bruno, a colleague', 'subcontractor', 403],
    ['the DPO', 'dpo', 403],
    ['a candidate', 'candidate', 403],
  ] as const)('%s (%s) → %i', async (_, who, status) => {
    const id = await alicePdf();
    const res = await t.call(await session(who), 'GET', `/api/File/download?id=${id}`);
    expect(res.statusCode).toBe(status);
    if (status !== 200) expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('anonymous → 401, unknown file → 404 with the catalogue’s message, bad id → 400', async () => {
    const id = await alicePdf();
    expect((await t.call(null, 'GET', `/api/File/download?id=${id}`)).statusCode).toBe(401);
    const unknown = await t.call(await session('hr'), 'GET', '/api/File/download?id=987654');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Le fichier demandé n’est pas disponible.' });
    expect((await t.call(await session('hr'), 'GET', '/api/File/download?id=x')).statusCode).toBe(400);
  });
});

describe('GET /api/File/getFile and /api/File/list', () => {
  it('answers a file by name as base64, one’s own by default, others’ with idUser', async () => {
    const id = await alicePdf('certificat-toeic.pdf');
    const own = await t.call(await session('consultant'), 'GET', '/api/File/getFile?fileName=certificat-toeic.pdf');
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual({
      fileName: 'certificat-toeic.pdf',
      contentType: 'application/pdf',
      content: PDF.toString('base64'),
    });
    const byManager = await t.call(
      await session('manager'),
      'GET',
      `/api/File/getFile?fileName=certificat-toeic.pdf&idUser=${ids[DEMO.consultant]}`,
    );
    expect(byManager.json().data.content).toBe(PDF.toString('base64'));
    expect(
      (
        await t.call(
          await session('subcontractor'),
          'GET',
          `/api/File/getFile?fileName=certificat-toeic.pdf&idUser=${ids[DEMO.consultant]}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call(await session('manager'), 'GET', '/api/File/getFile?fileName=certificat-toeic.pdf')).statusCode,
    ).toBe(404);
    expect((await t.call(null, 'GET', '/api/File/getFile?fileName=certificat-toeic.pdf')).statusCode).toBe(401);
    expect((await t.call(await session('consultant'), 'GET', '/api/File/getFile?fileName=')).statusCode).toBe(400);
    expect(id).toBeGreaterThan(0);
  });

  it('lists a person’s files newest first, metadata only', async () => {
    const first = await alicePdf('un.pdf');
    const second = await alicePdf('deux.pdf');
    const res = await t.call(await session('manager'), 'GET', `/api/File/list?idUser=${ids[DEMO.consultant]}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: number; content?: string }[];
    expect(list.findIndex((f) => f.id === second)).toBeLessThan(list.findIndex((f) => f.id === first));
    expect(list.every((f) => f.content === undefined)).toBe(true);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      idUser: ids[DEMO.consultant],
      fileName: expect.any(String),
      contentType: expect.any(String),
      size: expect.any(Number),
      createdAt: expect.any(String),
      uploadedBy: expect.any(Number),
    });
    expect(
      (await t.call(await session('dpo'), 'GET', `/api/File/list?idUser=${ids[DEMO.consultant]}`)).statusCode,
    ).toBe(403);
    expect((await t.call(await session('hr'), 'GET', '/api/File/list?idUser=987654')).statusCode).toBe(404);
  });
});

describe('DELETE /api/File', () => {
  const remove = async (who: keyof typeof DEMO | null, id: number, owner: number) =>
    t.call(who ? await session(who) : null, 'DELETE', `/api/File?id=${id}&idUserFile=${owner}`);
  const exists = async (id: number) =>
    Boolean(await t.db.selectFrom('user_file').select('id').where('id', '=', id).executeTakeFirst());

  it.each([
    ['Alice herself', 'consultant', 200],
    ['Marc, her manager', 'manager', 200],
    ['HR', 'hr', 200],
    ['Bruno, a colleague', 'subcontractor', 403],
    ['the DPO', 'dpo', 403],
    ['a candidate', 'candidate', 403],
  ] as const)('%s (%s) → %i', async (_, who, status) => {
    const id = await alicePdf();
    const res = await remove(who, id, ids[DEMO.consultant]!);
    expect(res.statusCode, res.body).toBe(status);
    expect(await exists(id)).toBe(status !== 200);
    if (status === 200) {
      expect(res.json()).toEqual({ success: true, data: null, message: 'Action effectuée avec succès.' });
      expect((await t.call(await session('consultant'), 'GET', `/api/File/download?id=${id}`)).statusCode).toBe(404);
    }
  });

  it('anonymous → 401; an owner that does not match the file → 404; unknown file → 404', async () => {
    const id = await alicePdf();
    expect((await remove(null, id, ids[DEMO.consultant]!)).statusCode).toBe(401);
    // Marc may manage his own files, but this file is Alice's: the pair (id, idUserFile) must match.
    const mismatch = await remove('manager', id, ids[DEMO.manager]!);
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json().code).toBe('NOT_FOUND');
    expect((await remove('consultant', 987654, ids[DEMO.consultant]!)).statusCode).toBe(404);
    expect(await exists(id)).toBe(true);
  });

  it.each([
    ['submitted', 2],
    ['validated', 3],
    ['archived', 4],
  ])('refuses with 409 while a %s skills file shows the file, changing nothing', async (_, status) => {
    const id = await alicePdf();
    const dcId = await skillsFileShowing(id, ids[DEMO.consultant]!, status);
    const res = await remove('consultant', id, ids[DEMO.consultant]!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message:
        'Ce fichier est joint à un dossier de compétences soumis, validé ou archivé : il ne peut pas être supprimé.',
    });
    expect(await exists(id)).toBe(true);
    const education = await t.db
      .selectFrom('dc_education')
      .select('id_file')
      .where('dc_id', '=', dcId)
      .executeTakeFirstOrThrow();
    expect(education.id_file).toBe(id);
  });

  it('deletes a file that only draft sections show, unlinking them', async () => {
    const id = await alicePdf();
    const dcId = await skillsFileShowing(id, ids[DEMO.consultant]!, 1);
    const res = await remove('manager', id, ids[DEMO.consultant]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(id)).toBe(false);
    const education = await t.db.selectFrom('dc_education').select('id_file').where('dc_id', '=', dcId).execute();
    const certification = await t.db
      .selectFrom('dc_certification')
      .select('id_file')
      .where('dc_id', '=', dcId)
      .execute();
    expect([...education, ...certification].map((r) => r.id_file)).toEqual([null, null]);
  });
});

describe('OpenAPI', () => {
  it('documents the files calls', async () => {
    const doc = (await t.call(null, 'GET', '/api/docs/json')).json();
    expect(Object.keys(doc.paths['/api/File/add'])).toContain('post');
    expect(doc.paths['/api/File/add'].post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'idUser', in: 'query' })]),
    );
    expect(Object.keys(doc.paths['/api/File'])).toContain('delete');
    for (const path of ['/api/File/download', '/api/File/getFile', '/api/File/list'])
      expect(Object.keys(doc.paths[path])).toContain('get');
  });
});
