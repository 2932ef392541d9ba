/**
 * The CV import (issue 21 §5): POST /api/Cv2Dc/cv2dc of a 3-page CV — read off the request thread, understood, logged,
 * the original kept — as a person importing their own file, p95 ≤ 1 s for the PDF and the Word version; one page read
 * by OCR (a scanned PDF) reported; beside them the bare Login/me of the same server in the same run. Nothing is applied:
 * each call is one complete "read my CV" as the review screen gets it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listBench, repoRoot, signIn, startServer, timeSequential, type BenchContext } from '../lib';

const FIXTURES = path.join(repoRoot, 'apps/server/test/fixtures/cv');

const MEDIA: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export async function cvImportSection(ctx: BenchContext) {
  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    const alice = await signIn(server.url, 'alice.martin@example.com');
    const me = (await (await fetch(`${server.url}/api/Login/me`, { headers: { cookie: alice } })).json()) as {
      data: { id: number };
    };
    const idUser = me.data.id;
    const { get, record } = listBench(ctx, 'cv-import', server.url);
    const importOf = (fileName: string) => {
      const bytes = readFileSync(path.join(FIXTURES, fileName));
      const type = MEDIA[path.extname(fileName).slice(1)]!;
      return async () => {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type }), fileName);
        const res = await fetch(`${server.url}/api/Cv2Dc/cv2dc?idUser=${idUser}&idLang=2&idCurrentLang=2`, {
          method: 'POST',
          headers: { cookie: alice },
          body: form,
        });
        const body = (await res.json()) as { data?: { pages: number; ocr: boolean } };
        if (!res.ok) throw new Error(`cv2dc ${fileName}: ${res.status} ${JSON.stringify(body)}`);
        return body.data!;
      };
    };
    const bare = await timeSequential(200, get(alice, '/api/Login/me'), 20);
    const pdf = await timeSequential(30, importOf('three-pages-en.pdf'), 3);
    const docx = await timeSequential(30, importOf('three-pages-en.docx'), 3);
    const ocr = await timeSequential(3, importOf('scanned-fr.pdf'), 1);
    record('POST /api/Cv2Dc/cv2dc, a 3-page PDF CV (read, understood, logged), p95', pdf, 1000);
    record('  same, the 3-page CV in Word, p95', docx, 1000);
    record('  one scanned page read by OCR (French and English data), worst of 3', ocr);
    record('  bare GET /api/Login/me in the same run, p95', bare);
  } finally {
    await server.stop();
  }
}
