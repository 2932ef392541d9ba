/**
 * Client-ready CVs (issue 22 §4): anonymisation (no name, birth date, e-mail or phone anywhere in the Word parts, the
 * PDF's text or its metadata, nor in the file name), confidential and hidden clients replaced by their sector, the
 * need's filtering and order, the log and its readers, the permissions, the confidential clients' administration.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { wordText, zipEntries, zipText } from '../support/documents';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { body, catalogue, expectOk, personId } from './helpers';

let t: TestApp;
const s = {} as Record<keyof typeof DEMO | 'outsider', TestSession>;
let alice: number;
let aliceFr: number;

const BIRTH = '1990-03-14';
const PHONE = '+33 6 12 34 56 78';
/** Everything that would name Alice: none may appear in a client CV. */
const FORBIDDEN = [
  /alice/i,
  /martin/i,
  /alice\.martin/i,
  /example\.com/i,
  /12\s*34\s*56\s*78/,
  /0?6[ .]?12[ .]?34[ .]?56[ .]?78/,
  /14\/03\/1990/,
  /1990-03-14/,
  /14 mars 1990/i,
  /linkedin/i,
];

interface CvFile {
  fileName: string;
  contentType: string;
  content: string;
  idExport: number;
}

const exportCv = (session: TestSession, extra: Record<string, unknown> = {}) =>
  t.call(session, 'POST', '/api/ClientCv/export', {
    idUser: alice,
    idLang: 1,
    format: 'docx',
    anonymisation: 'initials',
    ...extra,
  });

/** Every part of a .docx as text (the raw XML) and its visible text. */
function docxParts(content: string) {
  const zip = Buffer.from(content, 'base64');
  const parts = zipEntries(zip).map((e) => ({ name: e.name, xml: zipText(zip, e.name) }));
  const document = parts.find((p) => p.name === 'word/document.xml')!.xml;
  return { parts, text: wordText(document) };
}

const require = createRequire(import.meta.url);
const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));

/** A PDF's text (every page) and its metadata (info dictionary and XMP), read with pdfjs. */
async function pdfContent(content: string) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(Buffer.from(content, 'base64')),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const text = await page.getTextContent();
      pages.push(text.items.map((i) => ('str' in i ? i.str : '')).join(' '));
    }
    const meta = await doc.getMetadata();
    return { text: pages.join('\n'), info: JSON.stringify(meta.info), xmp: meta.metadata?.getRaw() ?? '' };
  } finally {
    await task.destroy();
  }
}

const expectNothingOfAlice = (text: string, where: string) => {
  for (const pattern of FORBIDDEN) expect(pattern.test(text), `${pattern} in ${where}`).toBe(false);
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSkillsFiles(t.db);
  const cat = await catalogue(t);
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[key] = await t.login(DEMO[key]);
  alice = await personId(t, DEMO.consultant);

  // A business manager outside Alice's chain.
  const outsider = await t.db
    .insertInto('person')
    .values({ email: 'outside.manager@example.com', first_name: 'Oscar', last_name: 'Dehors' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('account').values({ person_id: outsider.id, role_id: 3 }).execute();
  s.outsider = await t.login('outside.manager@example.com');

  // Alice's known identity, and a French file whose texts carry it (as an imported CV may).
  await t.db.updateTable('person').set({ birth_date: BIRTH }).where('id', '=', alice).execute();
  const file = await t.db
    .selectFrom('dc')
    .select('id')
    .where('person_id', '=', alice)
    .where('id_lang', '=', 1)
    .where('status', '<>', 4)
    .executeTakeFirstOrThrow();
  aliceFr = file.id;
  await t.db
    .updateTable('dc')
    .set({
      title: 'Développeuse Java senior',
      summary: `Alice MARTIN, née le 14/03/1990 — alice.martin@example.com — ${PHONE} — linkedin.com/in/alice-martin.\nAlice conduit des projets Java depuis dix ans.`,
    })
    .where('id', '=', aliceFr)
    .execute();
  await t.db.deleteFrom('dc_experience').where('dc_id', '=', aliceFr).execute();
  const experience = async (
    position: string,
    start: string,
    end: string | null,
    client: string,
    description: string,
    tools: string[],
  ) => {
    const row = await t.db
      .insertInto('dc_experience')
      .values({ dc_id: aliceFr, position, start_date: start, end_date: end, client, project: '', description })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const label of tools)
      await t.db
        .insertInto('dc_experience_tool')
        .values({ id_experience: row.id, id_skill: cat.byLabel(label).id })
        .execute();
  };
  await experience(
    'Développeuse Java',
    '2015-01-01',
    '2017-12-01',
    'Banque Lumière',
    'Refonte du back-office de Banque Lumière.',
    ['Java'],
  );
  await experience(
    'Ingénieure plateforme',
    '2018-01-01',
    '2020-12-01',
    'Assur Plus',
    'Migration vers Kubernetes et Terraform. Contact : alice.martin@example.com, 06 12 34 56 78.',
    ['Kubernetes', 'Docker'],
  );
  await experience(
    'Lead développeuse',
    '2021-01-01',
    null,
    'Retail Co',
    'Applications Java pour la logistique ; Alice encadre trois développeurs.',
    ['Python'],
  );
  await experience('Consultante SEO', '2012-01-01', '2014-12-01', 'Agence Web', 'Référencement naturel.', []);
  await t.db
    .updateTable('dc')
    .set({ row_version: sql`row_version + 1` })
    .where('id', '=', aliceFr)
    .execute();
});

afterAll(async () => {
  await t?.close();
});

describe('client CVs', () => {
  it('confidential clients: administrators keep the list; others are refused', async () => {
    expect((await t.call(s.manager, 'GET', '/api/ClientCv/confidentialClients')).statusCode).toBe(403);
    expect(
      (
        await t.call(s.consultant, 'POST', '/api/ClientCv/confidentialClients', {
          name: 'X',
          sectorFr: 'x',
          sectorEn: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const added = expectOk<{ id: number; name: string }>(
      await t.call(s.director, 'POST', '/api/ClientCv/confidentialClients', {
        name: 'Banque Lumière',
        sectorFr: 'une banque de détail française',
        sectorEn: 'a French retail bank',
      }),
    );
    expect(added.name).toBe('Banque Lumière');
    const taken = await t.call(s.hr, 'POST', '/api/ClientCv/confidentialClients', {
      name: 'banque  lumiere',
      sectorFr: 'a',
      sectorEn: 'b',
    });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).code).toBe('CONFLICT');
    const other = expectOk<{ id: number }>(
      await t.call(s.hr, 'POST', '/api/ClientCv/confidentialClients', { name: 'Temp', sectorFr: 'a', sectorEn: 'b' }),
    );
    expect(
      (
        await t.call(s.hr, 'PUT', '/api/ClientCv/confidentialClients', {
          id: other.id,
          name: 'Banque Lumiere',
          sectorFr: 'a',
          sectorEn: 'b',
        })
      ).statusCode,
    ).toBe(409);
    expectOk(await t.call(s.hr, 'DELETE', `/api/ClientCv/confidentialClients?id=${other.id}`));
    expect((await t.call(s.hr, 'DELETE', `/api/ClientCv/confidentialClients?id=${other.id}`)).statusCode).toBe(404);
    const list = expectOk<{ rows: { name: string }[] }>(
      await t.call(s.buDirector, 'GET', '/api/ClientCv/confidentialClients'),
    );
    expect(list.rows.map((r) => r.name)).toEqual(['Banque Lumière']);
  });

  it('hidden clients: the person lists and hides clients with a sector; nobody else changes them', async () => {
    const mine = expectOk<{ canEdit: boolean; clients: { client: string; hidden: boolean; confidential: boolean }[] }>(
      await t.call(s.consultant, 'GET', '/api/ClientCv/hiddenClients'),
    );
    expect(mine.canEdit).toBe(true);
    expect(mine.clients.find((c) => c.client === 'Banque Lumière')).toMatchObject({
      confidential: true,
      hidden: false,
    });
    expect(mine.clients.some((c) => c.client === 'Assur Plus')).toBe(true);
    const save = (session: TestSession, clients: unknown[]) =>
      t.call(session, 'PUT', '/api/ClientCv/hiddenClients', { idUser: alice, clients });
    expect((await save(s.manager, [{ client: 'Assur Plus', sectorFr: 'x', sectorEn: '' }])).statusCode).toBe(403);
    expect((await save(s.consultant, [{ client: 'Assur Plus', sectorFr: '', sectorEn: '' }])).statusCode).toBe(400);
    expect(
      (
        await save(s.consultant, [
          { client: 'Assur Plus', sectorFr: 'a', sectorEn: '' },
          { client: 'assur plus', sectorFr: 'b', sectorEn: '' },
        ])
      ).statusCode,
    ).toBe(400);
    const saved = expectOk<{ clients: { client: string; hidden: boolean; sectorFr: string }[] }>(
      await save(s.consultant, [
        { client: 'Assur Plus', sectorFr: 'un assureur mutualiste', sectorEn: 'a mutual insurer' },
      ]),
    );
    expect(saved.clients.find((c) => c.client === 'Assur Plus')).toMatchObject({
      hidden: true,
      sectorFr: 'un assureur mutualiste',
    });
    const managerView = expectOk<{ canEdit: boolean }>(
      await t.call(s.manager, 'GET', `/api/ClientCv/hiddenClients?idUser=${alice}`),
    );
    expect(managerView.canEdit).toBe(false);
    expect((await t.call(s.subcontractor, 'GET', `/api/ClientCv/hiddenClients?idUser=${alice}`)).statusCode).toBe(403);
  });

  it('permissions: selling roles over a file they may open, never the person; nothing logged when refused', async () => {
    const before = await t.db
      .selectFrom('client_cv_export')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    for (const who of [
      'consultant',
      'subcontractor',
      'technicalManager',
      'dpo',
      'recruiter',
      'candidate',
      'outsider',
    ] as const)
      expect((await exportCv(s[who])).statusCode, who).toBe(403);
    const after = await t.db
      .selectFrom('client_cv_export')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    for (const who of ['manager', 'director', 'buDirector', 'hr'] as const)
      expect((await exportCv(s[who], { format: 'pdf' })).statusCode, who).toBe(200);
    expect(
      (
        await t.call(null, 'POST', '/api/ClientCv/export', {
          idUser: alice,
          idLang: 1,
          format: 'docx',
          anonymisation: 'initials',
        })
      ).statusCode,
    ).toBe(401);
    expect((await exportCv(s.director, { idUser: 999999 })).statusCode).toBe(404);
  });

  it('bad input: a clear 400, a reference naming the person or a need naming nothing: 422', async () => {
    const noRef = await exportCv(s.director, { anonymisation: 'reference' });
    expect(noRef.statusCode).toBe(400);
    expect(body(noRef).details?.[0]?.path).toBe('body.reference');
    expect((await exportCv(s.director, { format: 'odt' })).statusCode).toBe(400);
    expect((await exportCv(s.director, { idLang: 3 })).statusCode).toBe(400);
    const named = await exportCv(s.director, { anonymisation: 'reference', reference: 'CV-Martin-01' });
    expect(named.statusCode).toBe(422);
    expect(body(named).message).toMatch(/nom|name/);
    const nothing = await exportCv(s.director, { need: 'Nous cherchons une personne motivée et souriante.' });
    expect(nothing.statusCode).toBe(422);
    expect(body(nothing).code).toBe('BUSINESS_RULE');
  });

  it('Word: no name, birth date, e-mail or phone in any part; clients as sectors; initials', async () => {
    const cv = expectOk<CvFile>(await exportCv(s.manager));
    expect(cv.fileName).toBe('CV_A-M_FR.docx');
    expectNothingOfAlice(cv.fileName, 'the file name');
    const { parts, text } = docxParts(cv.content);
    expect(parts.some((p) => p.name === 'docProps/core.xml')).toBe(true);
    for (const part of parts) expectNothingOfAlice(part.xml, part.name);
    expectNothingOfAlice(text, 'the visible text');
    expect(text).toContain('A. M.');
    expect(text).toContain('A. M. conduit des projets Java');
    expect(text).toContain('une banque de détail française');
    expect(text).toContain('un assureur mutualiste');
    expect(text).not.toMatch(/Banque Lumi|Assur Plus/);
    expect(text).toContain('Retail Co');
  });

  it('PDF: no name, birth date, e-mail or phone in the text or the metadata; a reference in English', async () => {
    // The English file is Alice's draft: its summary carries her name too.
    await t.db
      .updateTable('dc')
      .set({
        summary: 'Alice Martin (alice.martin@example.com, born 14 March 1990) builds Java services.',
        row_version: sql`row_version + 1`,
      })
      .where('person_id', '=', alice)
      .where('id_lang', '=', 2)
      .execute();
    const cv = expectOk<CvFile>(
      await exportCv(s.director, { idLang: 2, format: 'pdf', anonymisation: 'reference', reference: 'CV-2026-0042' }),
    );
    expect(cv.fileName).toBe('CV-2026-0042_EN.pdf');
    expect(cv.contentType).toBe('application/pdf');
    const pdf = await pdfContent(cv.content);
    expectNothingOfAlice(pdf.text, 'the PDF text');
    expectNothingOfAlice(pdf.info, 'the PDF info');
    expectNothingOfAlice(pdf.xmp, 'the PDF XMP');
    expectNothingOfAlice(Buffer.from(cv.content, 'base64').toString('latin1'), 'the PDF bytes');
    expect(pdf.text).toContain('CV-2026-0042');
    expect(pdf.text).toContain('CV-2026-0042 builds Java services');
    expect(pdf.info).toContain('CV-2026-0042');

    const fr = await pdfContent(expectOk<CvFile>(await exportCv(s.hr, { format: 'pdf' })).content);
    expectNothingOfAlice(fr.text, 'the French PDF text');
    expect(fr.text).toContain('une banque de détail française');
    expect(fr.text).toContain('un assureur mutualiste');
  });

  it('filtered to a need: matching experiences only, most relevant first; skills needed and related', async () => {
    const need = 'Mission : développeur Java senior, Kubernetes et Terraform indispensables.';
    const cv = expectOk<CvFile>(await exportCv(s.manager, { need }));
    const { text } = docxParts(cv.content);
    const experiences = text.slice(text.indexOf('EXPÉRIENCES PROFESSIONNELLES'));
    const order = ['Ingénieure plateforme', 'Lead développeuse', 'Développeuse Java'].map((p) =>
      experiences.indexOf(`\n${p}\n`),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).not.toContain('Consultante SEO');
    // Related: the tools of the kept experiences (Docker, Python); other skills of the file are left out.
    const skills = await t.db
      .selectFrom('dc_skill as d')
      .innerJoin('skill as k', 'k.id', 'd.id_skill')
      .select('k.name_fr as name')
      .where('d.dc_id', '=', aliceFr)
      .execute();
    const unrelated = skills
      .map((r) => r.name)
      .filter((n) => !['Java', 'Kubernetes', 'Terraform', 'Docker', 'Python'].includes(n));
    const section = text.slice(text.indexOf('COMPÉTENCES'), text.indexOf('EXPÉRIENCES'));
    expect(section).toContain('Java');
    for (const name of unrelated) expect(section.split('\n')).not.toContain(name);
    expectNothingOfAlice(text, 'the filtered CV');
  });

  it('the log: the person sees who exported which CV; the exporters’ side too; others 403', async () => {
    const log = expectOk<{
      entries: {
        exportedBy: { name: string } | null;
        format: string;
        anonymisation: string;
        alias: string;
        idLang: number;
        filtered: boolean;
        needSkills: string[];
        hiddenClients: number;
        version: number;
      }[];
    }>(await t.call(s.consultant, 'GET', '/api/ClientCv/log'));
    expect(log.entries.length).toBeGreaterThanOrEqual(8);
    const last = log.entries[0]!;
    expect(last).toMatchObject({
      exportedBy: { name: 'Marc Durand' },
      format: 'docx',
      anonymisation: 'initials',
      alias: 'A. M.',
      idLang: 1,
      filtered: true,
      hiddenClients: 2,
    });
    expect(last.needSkills).toEqual(expect.arrayContaining(['Java', 'Kubernetes', 'Terraform']));
    const reference = log.entries.find((e) => e.alias === 'CV-2026-0042')!;
    expect(reference).toMatchObject({
      exportedBy: { name: 'Sophie Lefebvre' },
      format: 'pdf',
      idLang: 2,
      filtered: false,
    });
    const stored = await t.db
      .selectFrom('client_cv_export')
      .select(['need_sha256', 'need_skills'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.need_sha256).toMatch(/^[0-9a-f]{64}$/);

    expect(
      expectOk<{ entries: unknown[] }>(await t.call(s.manager, 'GET', `/api/ClientCv/log?idUser=${alice}`)).entries
        .length,
    ).toBe(log.entries.length);
    for (const who of ['subcontractor', 'technicalManager', 'outsider', 'recruiter'] as const)
      expect((await t.call(s[who], 'GET', `/api/ClientCv/log?idUser=${alice}`)).statusCode, who).toBe(403);
    expect((await t.call(s.dpo, 'GET', `/api/ClientCv/log?idUser=${alice}`)).statusCode).toBe(403);
    expect(expectOk<{ entries: unknown[] }>(await t.call(s.subcontractor, 'GET', '/api/ClientCv/log')).entries).toEqual(
      [],
    );
  });
});
