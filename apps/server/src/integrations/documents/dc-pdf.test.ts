import { describe, expect, it } from 'vitest';
import { renderDcPdf } from './dc-pdf';
import { minimalDcDocument, richDcDocument } from '../../../test/support/dc-document-fixture';
import { EN_HEADINGS, FR_HEADINGS, pdfPageCount, pdfPages } from '../../../test/support/documents';
import type { DcDocumentExperience } from './dc-document';

const allLines = (pdf: Buffer) => pdfPages(pdf).flat();

/** About `length` characters of French words. */
const longText = (length: number, seed: string) => {
  const words =
    `${seed} développement qualité sécurité cœur d’équipe livraison continue budget 1 000 € intégration`.split(' ');
  let text = '';
  for (let i = 0; text.length < length; i++) text += `${words[i % words.length]} `;
  return text.slice(0, length).trimEnd();
};

describe('renderDcPdf', () => {
  it('writes a one-page PDF for a minimal file, without the empty sections', async () => {
    const pdf = await renderDcPdf(minimalDcDocument());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdfPageCount(pdf)).toBe(1);
    const lines = allLines(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        'DOSSIER DE COMPÉTENCES',
        'Alice Martin',
        'Développeuse Java',
        'Réf. AM-0042',
        'Page 1 sur 1',
      ]),
    );
    for (const heading of FR_HEADINGS) expect(lines).not.toContain(heading);
  });

  it('lays out every section with French headings for idLang 1', async () => {
    const pdf = await renderDcPdf(richDcDocument(1));
    const lines = allLines(pdf);
    for (const heading of FR_HEADINGS) expect(lines).toContain(heading);
    expect(lines).toContain('15 ans d’expérience   ·   Réf. AM-0042');
    expect(lines).toContain('JANVIER 2024 – AUJOURD’HUI');
    expect(lines).toContain('Niveaux :');
    expect(lines).toContain('Capacité partielle');
    expect(lines.some((l) => l.includes('Obtention : 02/03/2021') && l.includes('Score : 945/990'))).toBe(true);
    for (const heading of EN_HEADINGS) expect(lines).not.toContain(heading);
  });

  it('translates every heading for idLang 2', async () => {
    const pdf = await renderDcPdf(richDcDocument(2));
    const lines = allLines(pdf);
    for (const heading of EN_HEADINGS) expect(lines).toContain(heading);
    expect(lines).toContain('SKILLS FILE');
    expect(lines).toContain('JANUARY 2024 – TODAY');
    expect(lines).toContain('Independent capacity');
    expect(lines.some((l) => /^Page 1 of \d+$/.test(l))).toBe(true);
    for (const heading of FR_HEADINGS.filter((h) => !EN_HEADINGS.includes(h))) expect(lines).not.toContain(heading);
  });

  it('lists experiences newest first whatever the input order', async () => {
    const data = richDcDocument(1);
    const shuffled = [...data.experiences].reverse();
    const lines = allLines(await renderDcPdf({ ...data, experiences: shuffled }));
    const positions = data.experiences.map((e) => lines.indexOf(e.position));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('shows French accents, œ, ’ and €, and replaces what Helvetica lacks', async () => {
    const pdf = await renderDcPdf(
      minimalDcDocument({ summary: 'Cœur de métier : l’été à 1 000 € — « déjà vu ». Flèche → 東京' }),
    );
    expect(allLines(pdf)).toContain('Cœur de métier : l’été à 1 000 € — « déjà vu ». Flèche -> ??');
  });

  it('wraps long texts (4096 characters) over several pages, numbered on each', async () => {
    const experience = (i: number): DcDocumentExperience => ({
      position: `Poste ${i}`,
      startDate: `20${10 + i}-01-01`,
      endDate: null,
      client: 'Client',
      project: 'Projet',
      description: longText(4096, `début${i}`),
      teamsMethods: longText(4096, 'équipe'),
      tasks: longText(4096, 'tâches'),
      tools: ['Java'],
    });
    const pdf = await renderDcPdf(minimalDcDocument({ experiences: [experience(1), experience(2)] }));
    const pages = pdfPages(pdf);
    const count = pdfPageCount(pdf);
    expect(count).toBeGreaterThanOrEqual(4);
    expect(pages).toHaveLength(count);
    pages.forEach((lines, i) => expect(lines).toContain(`Page ${i + 1} sur ${count}`));
    // Every word of the text is there, wrapped into lines narrower than the page.
    const text = pages.flat().join(' ');
    expect(text).toContain('début1 développement');
    expect(text.replace(/\s+/g, ' ')).toContain(longText(4096, 'début2').slice(-60).replace(/\s+/g, ' '));
    expect(Math.max(...pages.flat().map((l) => l.length))).toBeLessThan(160);
  });
});
