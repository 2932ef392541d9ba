import { describe, expect, it } from 'vitest';
import { renderEaPdf } from './ea-pdf';
import {
  EA_EN_HEADINGS,
  EA_FR_HEADINGS,
  EA_SIGNED_HASH,
  minimalEaDocument,
  richEaDocument,
} from '../../../test/support/ea-document-fixture';
import { pdfPageCount, pdfPages } from '../../../test/support/documents';

const allLines = (pdf: Buffer) => pdfPages(pdf).flat();
/** Does `sequence` appear as consecutive lines? */
const hasSequence = (lines: string[], sequence: string[]) =>
  lines.some((_, i) => sequence.every((s, j) => lines[i + j] === s));

describe('renderEaPdf', () => {
  it('writes a multi-page PDF for a rich evaluation, each page numbered', async () => {
    const pdf = await renderEaPdf(richEaDocument(1));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const count = pdfPageCount(pdf);
    expect(count).toBeGreaterThan(1);
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(count);
    pages.forEach((lines, i) => expect(lines).toContain(`Page ${i + 1} sur ${count}`));
  });

  it('lays out every section in order with French headings, ratings as rows', async () => {
    const lines = allLines(await renderEaPdf(richEaDocument(1)));
    for (const heading of EA_FR_HEADINGS) expect(lines).toContain(heading);
    const positions = EA_FR_HEADINGS.map((h) => lines.indexOf(h));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const heading of EA_EN_HEADINGS.filter((h) => !EA_FR_HEADINGS.includes(h)))
      expect(lines).not.toContain(heading);
    expect(hasSequence(lines, ['Compétence', 'Salarié', 'Manager', 'N-1', 'Commentaires'])).toBe(true);
    expect(hasSequence(lines, ['Java', '1', '1', '—', 'Salarié : Pratiqué au quotidien sur la mission.'])).toBe(true);
    expect(hasSequence(lines, ['Compétences techniques', '2,52', '2,29', '2,36'])).toBe(true);
    expect(lines).toContain('Très satisfaisant');
    // The chart's legend and type names.
    expect(lines).toEqual(expect.arrayContaining(['Salarié', 'Manager', 'N-1', 'Compétences managériales']));
  });

  it('translates every heading for idLang 2', async () => {
    const lines = allLines(await renderEaPdf(richEaDocument(2)));
    for (const heading of EA_EN_HEADINGS) expect(lines).toContain(heading);
    for (const heading of EA_FR_HEADINGS.filter((h) => !EA_EN_HEADINGS.includes(h)))
      expect(lines).not.toContain(heading);
    expect(hasSequence(lines, ['Skill', 'Employee', 'Manager', 'Last year', 'Comments'])).toBe(true);
    expect(hasSequence(lines, ['Technical skills', '2.52', '2.29', '2.36'])).toBe(true);
    expect(lines.some((l) => /^Page 1 of \d+$/.test(l))).toBe(true);
  });

  it('prints the signed document’s fingerprint on every page once signed, not before', async () => {
    const draft = allLines(await renderEaPdf(richEaDocument(1)));
    expect(draft.some((l) => l.includes(EA_SIGNED_HASH))).toBe(false);
    expect(draft).toContain('Non signé');
    const signed = pdfPages(await renderEaPdf(richEaDocument(1, { signed: true })));
    for (const page of signed) expect(page).toContain(`Empreinte SHA-256 du document signé : ${EA_SIGNED_HASH}`);
    expect(signed.flat()).toContain('Signé le : 25/02/2026');
  });

  it('shows every section of an empty evaluation on one page or two', async () => {
    const pdf = await renderEaPdf(minimalEaDocument());
    const lines = allLines(pdf);
    for (const heading of EA_FR_HEADINGS) expect(lines).toContain(heading);
    expect(lines).toContain('Aucun élément');
    expect(pdfPageCount(pdf)).toBeLessThanOrEqual(3);
  });

  it('keeps a comment longer than a page whole, over several numbered pages', async () => {
    const data = richEaDocument(1, { skillCount: 3 });
    const long = 'Commentaire très détaillé du manager sur la compétence, avec des exemples concrets. '.repeat(50);
    data.skills[0]!.lines[0]!.commentManager = long;
    const pages = pdfPages(await renderEaPdf(data));
    pages.forEach((lines, i) => expect(lines).toContain(`Page ${i + 1} sur ${pages.length}`));
    const text = pages.flat().join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(long.trim().slice(-80));
    expect((text.match(/exemples concrets\./g) ?? []).length).toBe(50);
  });
});
