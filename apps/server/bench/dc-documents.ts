/**
 * npx tsx apps/server/bench/dc-documents.ts [outDir]
 * Render time of the skills-file exports for a rich file (15 experiences, 40 skills), goal ≤ 300 ms each.
 * With outDir, also writes the documents there (to look at them, or convert them with LibreOffice).
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderDcDocx } from '../src/integrations/documents/dc-docx';
import { renderDcPdf } from '../src/integrations/documents/dc-pdf';
import { richDcDocument } from '../test/support/dc-document-fixture';

const outDir = process.argv[2];
const RUNS = 20;
const renderers = { docx: renderDcDocx, pdf: renderDcPdf } as const;

for (const [format, render] of Object.entries(renderers)) {
  for (const idLang of [1, 2] as const) {
    const data = richDcDocument(idLang);
    const first = performance.now();
    const buffer = await render(data);
    const cold = performance.now() - first;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await render(data);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)]!;
    const worst = times[RUNS - 1]!;
    console.log(
      `${format} idLang=${idLang}: first ${cold.toFixed(0)} ms, median ${median.toFixed(0)} ms, max ${worst.toFixed(0)} ms, ${(buffer.length / 1024).toFixed(0)} kB (goal ≤ 300 ms)`,
    );
    if (outDir) {
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, `dc-${idLang === 2 ? 'en' : 'fr'}.${format}`), buffer);
    }
  }
}
