/**
 * Helpers of the CV-import API tests: CVs made in the test (a Word document with the `docx` package, a PDF with
 * pdfkit), hostile files, the multipart upload, and the demo people signed in once per file.
 */
import { afterAll, beforeAll } from 'vitest';
import { Document, Packer, Paragraph, HeadingLevel, TextRun } from 'docx';
import PDFDocument from 'pdfkit';
import { zipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { createDc, fillMinimum, type Dc } from '../skills-file/helpers';

export type Who = keyof typeof DEMO;

/** A French CV's lines: a heading is a line followed by its section's lines. */
export const CV_FR: { heading?: string; lines: string[] }[] = [
  { lines: ['Alice Martin', 'Développeuse Java senior'] },
  {
    heading: 'Expériences professionnelles',
    lines: [
      'Développeuse Java — Banque Exemple',
      "janv. 2019 – aujourd'hui",
      'Refonte du système de paiements en microservices.',
      'Outils : Java, Spring Boot, PostgreSQL',
      'Développeuse — Assurances Demo',
      '03/2015 - 12/2018',
      'Maintenance applicative et tests.',
    ],
  },
  { heading: 'Formation', lines: ['Master Informatique — Université de Lyon — 2015'] },
  { heading: 'Compétences', lines: ['Java, Kubernetes, PostgreSQL, Docker'] },
  { heading: 'Langues', lines: ['Anglais : courant', 'Espagnol : notions'] },
];

/** The CV as a Word document (.docx), headings as Word headings. */
export async function docxCv(cv = CV_FR): Promise<Buffer> {
  const children = cv.flatMap((s) => [
    ...(s.heading ? [new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_1 })] : []),
    ...s.lines.map((line) => new Paragraph({ children: [new TextRun(line)] })),
  ]);
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** The CV as a PDF (pdfkit: real text, the headings in bold). */
export function pdfCv(cv = CV_FR, pages = 1): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let page = 0; page < pages; page++) {
      if (page > 0) doc.addPage();
      for (const s of cv) {
        if (s.heading) doc.font('Helvetica-Bold').fontSize(14).text(s.heading).font('Helvetica').fontSize(11);
        for (const line of s.lines) doc.text(line);
        doc.moveDown();
      }
    }
    doc.end();
  });
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A .docx-looking package whose document part inflates to `megabytes` MB (a zip bomb: ~1000:1). */
export function zipBomb(megabytes = 200): Buffer {
  const xml = new Uint8Array(megabytes * 1024 * 1024).fill(0x20);
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': new TextEncoder().encode('<?xml version="1.0"?><Types/>'),
        'word/document.xml': [xml, { level: 9 }],
      },
      { level: 9 },
    ),
  );
}

/** A multipart/form-data body with one file part: its bytes and its content-type header (with the boundary). */
export async function multipart(fileName: string, content: Buffer, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), fileName);
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) =>
  res.json() as { success: boolean; data: T; message: string; code?: string };

/** Asserts a status and answers the envelope's data. */
export function ok<T = Record<string, unknown>>(res: LightMyRequestResponse, status = 200): T {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return json<T>(res).data;
}

/** Registers the file's beforeAll/afterAll: the app, the demo people's ids and their sessions (signed in once). */
export function cvImportSetup() {
  const ctx = {
    t: undefined as unknown as TestApp,
    s: {} as Record<Who, TestSession>,
    ids: {} as Record<Who, number>,
  };
  beforeAll(async () => {
    const t = await createTestApp();
    ctx.t = t;
    for (const who of Object.keys(DEMO) as Who[]) {
      ctx.ids[who] = (
        await t.db.selectFrom('person').select('id').where('email', '=', DEMO[who]).executeTakeFirstOrThrow()
      ).id;
      ctx.s[who] = await t.login(DEMO[who]);
    }
  });
  afterAll(async () => ctx.t?.close());

  /** POST Cv2Dc/cv2dc as `who` for `idUser` in `idLang`. */
  async function upload(
    who: Who,
    idUser: number,
    idLang: 1 | 2,
    fileName: string,
    content: Buffer,
    extra: Record<string, string | number> = {},
  ) {
    const { body, contentType } = await multipart(fileName, content);
    const query = new URLSearchParams({ idUser: String(idUser), idLang: String(idLang) });
    for (const [k, v] of Object.entries(extra)) query.set(k, String(v));
    return ctx.t.call(ctx.s[who], 'POST', `/api/Cv2Dc/cv2dc?${query}`, body, { 'content-type': contentType });
  }
  return { ctx, upload };
}

/**
 * A skills file of `owner` in a language, in a status (1 draft, 2 submitted, 3 validated): created and filled by the
 * owner (an experience, Java and Kubernetes), submitted by the owner, validated by their manager Marc.
 */
export async function fileIn(
  ctx: { t: TestApp; s: Record<Who, TestSession>; ids: Record<Who, number> },
  owner: Who,
  idLang: 1 | 2,
  status: 1 | 2 | 3,
): Promise<Dc> {
  const { t, s, ids } = ctx;
  const skills = await t.db.selectFrom('skill').select('id').where('label', 'in', ['Java', 'Kubernetes']).execute();
  let dc = await fillMinimum(
    t,
    s[owner],
    await createDc(t, s[owner], ids[owner], idLang),
    skills.map((k) => k.id),
  );
  const step = async (who: Who, action: string) => {
    const res = await t.call(s[who], 'PUT', '/api/Dc/updateStatus', {
      idDc: dc.idDc,
      action,
      rowVersion: dc.rowVersion,
    });
    dc = { idDc: dc.idDc, rowVersion: ok<{ rowVersion: number }>(res).rowVersion };
  };
  if (status >= 2) await step(owner, 'submit');
  if (status >= 3) await step('manager', 'validate');
  return dc;
}
