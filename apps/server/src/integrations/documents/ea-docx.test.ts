import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderEaDocx } from './ea-docx';
import {
  EA_EN_HEADINGS,
  EA_FR_HEADINGS,
  EA_SIGNED_HASH,
  minimalEaDocument,
  richEaDocument,
} from '../../../test/support/ea-document-fixture';
import { wordParagraphs, wordText, zipEntries, zipText } from '../../../test/support/documents';

const documentXml = (docx: Buffer) => zipText(docx, 'word/document.xml');
/** The cells' texts of each table row of the document. */
const tableRows = (xml: string) =>
  xml
    .split('</w:tr>')
    .slice(0, -1)
    .map((row) => wordParagraphs(row.slice(row.lastIndexOf('<w:tr'))));

/** The bytes of one zip entry (stored or deflated). */
function zipBytes(zip: Buffer, name: string): Buffer {
  const entry = zipEntries(zip).find((e) => e.name === name)!;
  const local = entry.localHeaderOffset;
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  return entry.method === 8 ? zlib.inflateRawSync(data) : data;
}

describe('renderEaDocx', () => {
  it('writes a valid zip package with the document, footer and the chart as a PNG part', async () => {
    const docx = await renderEaDocx(richEaDocument(1));
    expect(docx.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const names = zipEntries(docx).map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'word/document.xml', 'word/styles.xml', 'word/footer1.xml']),
    );
    const media = names.filter((n) => n.startsWith('word/media/') && n.endsWith('.png'));
    expect(media).toHaveLength(1);
    expect(zipBytes(docx, media[0]!).subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(zipText(docx, '[Content_Types].xml')).toContain('image/png');
    expect(documentXml(docx)).toContain('<w:drawing>');
  });

  it('lays out every section with French headings and the ratings as table rows', async () => {
    const xml = documentXml(await renderEaDocx(richEaDocument(1)));
    const lines = wordParagraphs(xml);
    for (const heading of EA_FR_HEADINGS) expect(lines).toContain(heading);
    expect(EA_FR_HEADINGS.map((h) => lines.indexOf(h))).toEqual(
      [...EA_FR_HEADINGS.map((h) => lines.indexOf(h))].sort((a, b) => a - b),
    );
    for (const heading of EA_EN_HEADINGS.filter((h) => !EA_FR_HEADINGS.includes(h)))
      expect(lines).not.toContain(heading);
    expect(lines).toContain('ENTRETIEN ANNUEL D’ÉVALUATION 2026');
    expect(lines).toContain('Année : 2026   ·   Réf. AM-0042   ·   Manager : Paul Durand   ·   Statut : Soumis');
    const rows = tableRows(xml);
    expect(rows).toContainEqual(['Compétence', 'Salarié', 'Manager', 'N-1', 'Commentaires']);
    expect(rows).toContainEqual([
      'Java',
      '1',
      '1',
      '—',
      'Salarié : Pratiqué au quotidien sur la mission.\nManager : Très bon niveau, à partager avec l’équipe.',
    ]);
    expect(rows).toContainEqual(['Compétences techniques', '2,52', '2,29', '2,36']);
    expect(rows).toContainEqual(['Objectif 1 : Devenir référente sécurité', 'Indicateur Sonar', '30/03/2026']);
    expect(rows).toContainEqual(['Date de naissance', '17/05/1988', 'Date d’entrée', '02/09/2019']);
    expect(lines).toContain('Évaluation globale de la performance : Très satisfaisant');
    expect(lines).toContain('Heures : 24      Date : 15/01/2026      Formation éligible : Oui');
  });

  it('translates every heading for idLang 2, with the English rating row', async () => {
    const xml = documentXml(await renderEaDocx(richEaDocument(2)));
    const lines = wordParagraphs(xml);
    for (const heading of EA_EN_HEADINGS) expect(lines).toContain(heading);
    for (const heading of EA_FR_HEADINGS.filter((h) => !EA_EN_HEADINGS.includes(h)))
      expect(lines).not.toContain(heading);
    const rows = tableRows(xml);
    expect(rows).toContainEqual(['Skill', 'Employee', 'Manager', 'Last year', 'Comments']);
    expect(rows).toContainEqual([
      'Java',
      '1',
      '1',
      '—',
      'Employee: Pratiqué au quotidien sur la mission.\nManager: Très bon niveau, à partager avec l’équipe.',
    ]);
    expect(rows).toContainEqual(['Technical skills', '2.52', '2.29', '2.36']);
  });

  it('numbers the pages and prints the fingerprint in the footer once signed', async () => {
    const draft = zipText(await renderEaDocx(richEaDocument(2)), 'word/footer1.xml');
    expect(wordText(draft)).toContain(
      'Alice Martin  ·  Annual evaluation interview 2026  ·  Generated on 12 March 2026',
    );
    expect(draft).toMatch(/<w:instrText[^>]*>\s*PAGE\s*<\/w:instrText>/);
    expect(draft).toMatch(/<w:instrText[^>]*>\s*NUMPAGES\s*<\/w:instrText>/);
    expect(draft).not.toContain(EA_SIGNED_HASH);
    const signed = await renderEaDocx(richEaDocument(2, { signed: true }));
    expect(wordText(zipText(signed, 'word/footer1.xml'))).toContain(
      `SHA-256 fingerprint of the signed document: ${EA_SIGNED_HASH}`,
    );
    const lines = wordParagraphs(documentXml(signed));
    expect(lines).toEqual(expect.arrayContaining(['Submitted on: 21 February 2026', 'Signed on: 25 February 2026']));
  });

  it('shows every section of an empty evaluation, empty parts as such', async () => {
    const lines = wordParagraphs(documentXml(await renderEaDocx(minimalEaDocument())));
    for (const heading of EA_FR_HEADINGS) expect(lines).toContain(heading);
    expect(lines).toContain('Aucun élément');
    expect(lines).toContain('Non signé');
  });

  it('escapes markup and drops characters XML forbids', async () => {
    const data = richEaDocument(1);
    const docx = await renderEaDocx({ ...data, synthesis: 'R&D <Java> "senior"\u0001 — fin' });
    const xml = documentXml(docx);
    expect(xml).not.toContain('\u0001');
    expect(xml).toContain('R&amp;D &lt;Java&gt;');
    expect(wordParagraphs(xml)).toContain('R&D <Java> "senior" — fin');
  });
});
