import { describe, expect, it } from 'vitest';
import { renderDcDocx } from './dc-docx';
import { minimalDcDocument, richDcDocument } from '../../../test/support/dc-document-fixture';
import {
  EN_HEADINGS,
  FR_HEADINGS,
  wordParagraphs,
  wordText,
  zipEntries,
  zipText,
} from '../../../test/support/documents';

const documentLines = (docx: Buffer) => wordParagraphs(zipText(docx, 'word/document.xml'));

describe('renderDcDocx', () => {
  it('writes a valid zip package with the WordprocessingML parts', async () => {
    const docx = await renderDcDocx(minimalDcDocument());
    expect(docx.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const names = zipEntries(docx).map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        '_rels/.rels',
        'word/document.xml',
        'word/styles.xml',
        'word/footer1.xml',
      ]),
    );
    const xml = zipText(docx, 'word/document.xml');
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain('</w:document>');
  });

  it('leaves the empty sections out of a minimal file', async () => {
    const lines = documentLines(await renderDcDocx(minimalDcDocument()));
    expect(lines).toEqual(
      expect.arrayContaining(['DOSSIER DE COMPÉTENCES', 'Alice Martin', 'Développeuse Java', 'Réf. AM-0042']),
    );
    for (const heading of FR_HEADINGS) expect(lines).not.toContain(heading);
  });

  it('lays out every section with French headings for idLang 1', async () => {
    const docx = await renderDcDocx(richDcDocument(1));
    const lines = documentLines(docx);
    for (const heading of FR_HEADINGS) expect(lines).toContain(heading);
    expect(lines).toContain('15 ans d’expérience   ·   Réf. AM-0042');
    expect(lines).toContain('janvier 2024 – aujourd’hui');
    expect(lines).toContain(
      'Niveaux : ★ Connaissance   ★★ Capacité partielle   ★★★ Capacité autonome   ★★★★ Expertise',
    );
    expect(lines).toContain(
      'Tâches :\n- Conception des API\n- Revues de code et accompagnement des juniors\n- Support de production',
    );
    expect(lines).toContain('Outils : Java / Spring Boot');
    expect(lines).toContain('Français   ·   Langue maternelle');
    expect(lines).toContain('★★★☆');
    for (const heading of EN_HEADINGS.filter((h) => !FR_HEADINGS.includes(h))) expect(lines).not.toContain(heading);
  });

  it('translates every heading for idLang 2, and numbers the pages in the footer', async () => {
    const docx = await renderDcDocx(richDcDocument(2));
    const lines = documentLines(docx);
    for (const heading of EN_HEADINGS) expect(lines).toContain(heading);
    expect(lines).toContain('SKILLS FILE');
    expect(lines).toContain('Tools: Java / Spring Boot');
    for (const heading of FR_HEADINGS.filter((h) => !EN_HEADINGS.includes(h))) expect(lines).not.toContain(heading);
    const footer = zipText(docx, 'word/footer1.xml');
    expect(wordText(footer)).toContain('Alice Martin  ·  Skills file  ·  Generated on 12 March 2025');
    expect(footer).toMatch(/<w:instrText[^>]*>\s*PAGE\s*<\/w:instrText>/);
    expect(footer).toMatch(/<w:instrText[^>]*>\s*NUMPAGES\s*<\/w:instrText>/);
  });

  it('lists experiences newest first whatever the input order', async () => {
    const data = richDcDocument(2);
    const lines = documentLines(await renderDcDocx({ ...data, experiences: [...data.experiences].reverse() }));
    const positions = data.experiences.map((e) => lines.indexOf(e.position));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('keeps accents and long texts whole, escapes markup and drops characters XML forbids', async () => {
    const long = `${'Cœur d’équipe à 1 000 € — '.repeat(200).slice(0, 4095)}.`;
    const docx = await renderDcDocx(
      minimalDcDocument({
        summary: `${long}\u0001`,
        title: 'R&D <Java> "senior"',
        experiences: [
          {
            position: 'Poste',
            startDate: '2020-01-01',
            endDate: null,
            client: '',
            project: '',
            description: long,
            teamsMethods: '',
            tasks: '',
            tools: [],
          },
        ],
      }),
    );
    const xml = zipText(docx, 'word/document.xml');
    expect(xml).not.toContain('\u0001');
    expect(xml).toContain('R&amp;D &lt;Java&gt;');
    const lines = documentLines(docx);
    expect(lines).toContain('R&D <Java> "senior"');
    expect(lines.filter((l) => l === long)).toHaveLength(2);
  });
});
