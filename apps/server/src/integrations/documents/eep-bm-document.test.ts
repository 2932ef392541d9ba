import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createEepBmDocuments } from '../../modules/eep-bm/eep-bm.documents';
import {
  EEP_BM_EN_HEADINGS,
  EEP_BM_FR_HEADINGS,
  EEP_BM_GENERATED_AT,
  EEP_BM_HAND_ROW,
  EEP_BM_SIGNED_AT,
  EEP_BM_SIGNED_HASH,
  eepBmDetails,
  type EepBmFixtureOptions,
} from '../../../test/support/eep-bm-document-fixture';
import { pdfPages, wordParagraphs, wordText, zipEntries, zipText } from '../../../test/support/documents';
import { radarLabels } from './eep-bm-chart';
import {
  buildEepBmDocumentData,
  differenceText,
  eepBmDocumentFileName,
  eepBmHeaderFacts,
  eepBmSignatureBlocks,
  eepBmTextsFor,
} from './eep-bm-document';

const documents = createEepBmDocuments(() => EEP_BM_GENERATED_AT);
const pdfOf = async (options: EepBmFixtureOptions = {}) =>
  Buffer.from((await documents.render(eepBmDetails(options), 'pdf')).content);
const docxOf = async (options: EepBmFixtureOptions = {}) =>
  Buffer.from((await documents.render(eepBmDetails(options), 'docx')).content);
const view = (options: EepBmFixtureOptions = {}) =>
  buildEepBmDocumentData(eepBmDetails(options), {
    signature: null,
    documentHash: null,
    generatedAt: EEP_BM_GENERATED_AT,
  });

const allLines = (pdf: Buffer) => pdfPages(pdf).flat();
/** Does `sequence` appear as consecutive lines? */
const hasSequence = (lines: string[], sequence: string[]) =>
  lines.some((_, i) => sequence.every((s, j) => lines[i + j] === s));
/** Every content stream of a PDF, inflated. */
const pdfStreams = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/stream\r?\n/g)]
    .map((m) => pdf.subarray(m.index + m[0].length, pdf.indexOf('endstream', m.index + m[0].length)))
    .map((bytes) => {
      try {
        return zlib.inflateSync(bytes).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');
/** '#3b5b92' as a PDF colour operand prefix: '0.2313… 0.3568… 0.5725…'. */
const pdfColour = (hex: string) =>
  [1, 3, 5]
    .map((i) => String(parseInt(hex.slice(i, i + 2), 16) / 255).slice(0, 6))
    .map((n) => `${n.replace('.', '\\.')}\\d*`);

const documentXml = (docx: Buffer) => zipText(docx, 'word/document.xml');
/** Each table row of a WordprocessingML part: its XML and its cells' texts. */
const tableRows = (xml: string) =>
  xml
    .split('</w:tr>')
    .slice(0, -1)
    .map((row) => row.slice(row.lastIndexOf('<w:tr')))
    .map((row) => ({ xml: row, cells: wordParagraphs(row) }));
/** The bytes of one zip entry (stored or deflated). */
function zipBytes(zip: Buffer, name: string): Buffer {
  const entry = zipEntries(zip).find((e) => e.name === name)!;
  const start = entry.localHeaderOffset + 30 + zip.readUInt16LE(entry.localHeaderOffset + 26);
  const data = zip.subarray(start + zip.readUInt16LE(entry.localHeaderOffset + 28)).subarray(0, entry.compressedSize);
  return entry.method === 8 ? zlib.inflateRawSync(data) : data;
}
/** Are the elements of an XML part balanced (every start tag closed in order)? */
function balanced(xml: string): boolean {
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of xml
    .replace(/<\?[^>]*\?>/g, '')
    .matchAll(/<(\/?)([\w:.-]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!close) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

describe('the review’s view model', () => {
  it('names every label in French and English', () => {
    const [fr, en] = [eepBmTextsFor(1), eepBmTextsFor(2)];
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    for (const texts of [fr, en]) {
      for (const [key, value] of Object.entries(texts))
        expect(typeof value === 'string' ? value.trim() : Object.values(value).join(''), key).not.toBe('');
      expect(Object.values(texts.tabs)).toHaveLength(10);
    }
    expect(fr.documentTitle).not.toBe(en.documentTitle);
    expect(Object.values(radarLabels(1))).toEqual(['Objectif', 'Salarié', 'Manager', 'N-1']);
    expect(Object.values(radarLabels(2))).toEqual(['Objective', 'Employee', 'Manager', 'Last year']);
  });

  it('states reference, function, profile, reviewer and status in the header; names the file', () => {
    expect(eepBmHeaderFacts(view())).toEqual([
      'Année : 2026',
      'Réf. BM-0007',
      'Fonction : Ingénieure d’affaires',
      'Profil : Ingénieur d’affaires senior',
      'Évaluateur : Paul Durand',
      'Statut : Soumis',
    ]);
    expect(eepBmDocumentFileName(view(), 'pdf')).toBe('EEP-BM_BM-0007_2026.pdf');
    expect(eepBmDocumentFileName(view({ reference: null }), 'docx')).toBe('EEP-BM_Moreau_Claire_2026.docx');
  });

  it('names HR as the reviewer of the person at the top of the chain', () => {
    const data = view({ reviewer: 'hr', idLang: 2 });
    expect(eepBmHeaderFacts(data)).toContain('Reviewer: HR');
    expect(eepBmSignatureBlocks(data).map((b) => [b.role, b.date])).toEqual([
      ['Employee', 'Submitted on: 21 February 2026'],
      ['HR', 'Not signed'],
    ]);
  });

  it('writes the summary’s differences signed, in the review’s language', () => {
    expect(differenceText(0.5, 1)).toBe('+0,50');
    expect(differenceText(-0.75, 2)).toBe('-0.75');
    expect(differenceText(0, 1)).toBe('0,00');
  });
});

describe('renderEepBmPdf', () => {
  it('lays out every tab as a section in order, the categories, the coloured summary and the results', async () => {
    const lines = allLines(await pdfOf());
    const positions = EEP_BM_FR_HEADINGS.map((h) => lines.indexOf(h));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const c of eepBmDetails().categories)
      expect(lines).toContain(`${c.name} — Objectif de maturité : ${c.objectifMaturity}`);
    expect(hasSequence(lines, ['Compétence', 'Objectif', 'Salarié', 'Manager', 'Commentaires'])).toBe(true);
    // The summary's header, its long titles wrapped on two lines.
    const header = ['Catégorie', 'Objectif', 'Vision', 'salarié', 'Vision', 'manager', 'Écart', 'Appréciation'];
    expect(
      hasSequence(
        lines.map((l) => l.trim()),
        header,
      ),
    ).toBe(true);
    expect(hasSequence(lines, EEP_BM_HAND_ROW.fr)).toBe(true);
    expect(lines).toEqual(expect.arrayContaining(['Atteint', 'À développer']));
    expect(lines.some((l) => l.startsWith('Vert : la moyenne des deux visions'))).toBe(true);
    expect(hasSequence(lines, ['R+', '14', '12', 'Atteint'])).toBe(true);
    expect(hasSequence(lines, ['Sign.', '5', '7', 'Non atteint'])).toBe(true);
    expect(hasSequence(lines, ['OC', '—', '1', '—'])).toBe(true);
    expect(lines).toEqual(expect.arrayContaining(['Anglais', 'Courant', 'Mentorat', 'Non signé']));
  });

  it('translates every heading for idLang 2', async () => {
    const pages = pdfPages(await pdfOf({ idLang: 2 }));
    const lines = pages.flat();
    for (const heading of EEP_BM_EN_HEADINGS) expect(lines).toContain(heading);
    for (const heading of EEP_BM_FR_HEADINGS.filter((h) => !EEP_BM_EN_HEADINGS.includes(h)))
      expect(lines).not.toContain(heading);
    expect(hasSequence(lines, EEP_BM_HAND_ROW.en)).toBe(true);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('draws the radar as vector paths in the series’ colours, last year dashed, no image', async () => {
    const pdf = await pdfOf();
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
    const streams = pdfStreams(pdf);
    // A closed polygon of nine vertices (one a category) stroked in the objective's blue #3b5b92.
    const polygon = '[\\d.]+ [\\d.]+ m\\n(?:[\\d.]+ [\\d.]+ l\\n){8}h\\n';
    const objective = new RegExp(`${pdfColour('#3b5b92').join(' ')} SCN\\n[^]*?${polygon}`);
    expect(streams).toMatch(objective);
    expect(streams).toMatch(new RegExp(`${pdfColour('#f2a541').join(' ')} SCN`));
    expect(streams).toMatch(new RegExp(`${pdfColour('#00727a').join(' ')} SCN`));
    expect(streams).toContain('[6 4] 0 d');
    expect(pdfStreams(await pdfOf({ lastYear: false }))).not.toContain('[6 4] 0 d');
  });

  it('prints the signed document’s fingerprint on every page once signed, not before', async () => {
    const draft = allLines(await pdfOf());
    expect(draft.some((l) => l.includes(EEP_BM_SIGNED_HASH))).toBe(false);
    const signed = pdfPages(await pdfOf({ signed: true }));
    for (const page of signed) expect(page).toContain(`Empreinte SHA-256 du document signé : ${EEP_BM_SIGNED_HASH}`);
    expect(signed.flat()).toEqual(expect.arrayContaining(['Soumis le : 21/02/2026', 'Signé le : 25/02/2026']));
  });

  it('renders a review with nothing filled yet, in both formats, empty parts as such', async () => {
    const full = eepBmDetails();
    const empty = {
      ...full,
      categories: full.categories.map((c) => ({ ...c, lines: [] })),
      summary: { ...full.summary, radar: { ...full.summary.radar, series: [] } },
      languages: [],
      otherActions: [],
      promotionCriteria: '',
      experience: null,
      results: { ...full.results, rPlus: null, sign: null, oc: null },
      submittedAt: null,
    };
    const lines = allLines(Buffer.from((await documents.render(empty, 'pdf')).content));
    for (const heading of EEP_BM_FR_HEADINGS) expect(lines).toContain(heading);
    expect(lines.filter((l) => l === 'Aucun élément')).toHaveLength(11);
    expect(hasSequence(lines, ['R+', '—', '12', '—'])).toBe(true);
    expect(lines.filter((l) => l === 'Non signé')).toHaveLength(2);
    const docx = await documents.render(empty, 'docx');
    expect(wordParagraphs(documentXml(Buffer.from(docx.content)))).toContain('Aucun élément');
  });
});

describe('renderEepBmDocx', () => {
  it('writes a package Word opens without repair, with the radar as a PNG part', async () => {
    const docx = await docxOf();
    const names = zipEntries(docx).map((e) => e.name);
    const media = names.filter((n) => n.startsWith('word/media/') && n.endsWith('.png'));
    expect(media).toHaveLength(1);
    expect(zipBytes(docx, media[0]!).subarray(0, 8)).toEqual(Buffer.from('89504e470d0a1a0a', 'hex'));
    expect(zipText(docx, '[Content_Types].xml')).toContain('image/png');
    const xml = documentXml(docx);
    expect(xml).toContain('<w:drawing>');
    // Every part is balanced XML; every relationship used is declared and points at a part of the package.
    for (const name of names.filter((n) => /\.(xml|rels)$/.test(n)))
      expect(balanced(zipText(docx, name)), name).toBe(true);
    const rels = zipText(docx, 'word/_rels/document.xml.rels');
    const declared = new Set([...rels.matchAll(/Id="([^"]+)"/g)].map((m) => m[1]));
    for (const [, id] of xml.matchAll(/r:(?:embed|id)="([^"]+)"/g)) expect(declared.has(id)).toBe(true);
    for (const [, target] of rels.matchAll(/Target="([^"]+)"/g)) expect(names).toContain(`word/${target}`);
  });

  it('lays out every tab with the skills, the shaded summary and the results as tables', async () => {
    const xml = documentXml(await docxOf());
    const lines = wordParagraphs(xml);
    const positions = EEP_BM_FR_HEADINGS.map((h) => lines.indexOf(h));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(lines).toContain('ENTRETIEN BUSINESS MANAGER 2026');
    expect(lines).toContain('Développement commercial — Objectif de maturité : 3');
    const rows = tableRows(xml);
    const cells = rows.map((r) => r.cells);
    expect(cells).toContainEqual(['Compétence', 'Objectif', 'Salarié', 'Manager', 'Commentaires']);
    expect(cells).toContainEqual([
      'Prospection de nouveaux comptes',
      '3',
      '3',
      '2',
      'Salarié : Objectifs de prospection tenus sur le trimestre.',
    ]);
    expect(cells).toContainEqual(['Négociation et closing', '—', '4', '—']);
    expect(cells).toContainEqual([
      'Catégorie',
      'Objectif',
      'Vision salarié',
      'Vision manager',
      'Écart',
      'Appréciation',
    ]);
    const hand = rows.find((r) => r.cells[0] === EEP_BM_HAND_ROW.fr[0] && r.cells.length === 6)!;
    expect(hand.cells).toEqual(EEP_BM_HAND_ROW.fr);
    expect(hand.xml.match(/w:fill="FCDCB0"/g)).toHaveLength(2);
    const green = rows.find((r) => r.cells[5] === 'Atteint' && r.cells.length === 6)!;
    expect(green.xml.match(/w:fill="D5EFCF"/g)).toHaveLength(2);
    expect(cells).toContainEqual(['R+', '14', '12', 'Atteint']);
    expect(cells).toContainEqual([
      'Court terme',
      'Ingénieure d’affaires senior confirmée',
      'Élargir le portefeuille',
      'Coaching commercial',
    ]);
    expect(lines).toEqual(expect.arrayContaining(['Expérience (années) : 15,5', 'Non signé']));
  });

  it('numbers the pages and prints the fingerprint in the footer once signed', async () => {
    const draft = zipText(await docxOf({ idLang: 2 }), 'word/footer1.xml');
    expect(wordText(draft)).toContain(
      'Claire Moreau  ·  Business-manager evaluation 2026  ·  Generated on 12 March 2026',
    );
    expect(draft).toMatch(/<w:instrText[^>]*>\s*NUMPAGES\s*<\/w:instrText>/);
    expect(draft).not.toContain(EEP_BM_SIGNED_HASH);
    const signed = await docxOf({ idLang: 2, signed: true });
    expect(wordText(zipText(signed, 'word/footer1.xml'))).toContain(
      `SHA-256 fingerprint of the signed document: ${EEP_BM_SIGNED_HASH}`,
    );
    const lines = wordParagraphs(documentXml(signed));
    for (const heading of EEP_BM_EN_HEADINGS) expect(lines).toContain(heading);
    expect(lines).toEqual(expect.arrayContaining(['Submitted on: 21 February 2026', 'Signed on: 25 February 2026']));
  });
});

describe('createEepBmDocuments', () => {
  it('names the files after the reference and the year, with their content types', async () => {
    const pdf = await documents.render(eepBmDetails(), 'pdf');
    expect([pdf.fileName, pdf.contentType]).toEqual(['EEP-BM_BM-0007_2026.pdf', 'application/pdf']);
    const docx = await documents.render(eepBmDetails({ reference: null }), 'docx');
    expect(docx.fileName).toBe('EEP-BM_Moreau_Claire_2026.docx');
    expect(docx.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('signs the PDF: a stable SHA-256 of its bytes, the signer and date in it, no hash inside', async () => {
    // The details still carry a former signature: the new signed PDF prints neither its hash nor its signer.
    const details = eepBmDetails({ signed: true });
    const signer = { id: 9, name: 'Anne Lefèvre' };
    const first = await documents.renderSigned(details, signer, EEP_BM_SIGNED_AT);
    const again = await documents.renderSigned(details, signer, EEP_BM_SIGNED_AT);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).toBe(createHash('sha256').update(first.content).digest('hex'));
    expect(again.hash).toBe(first.hash);
    expect(Buffer.compare(Buffer.from(again.content), Buffer.from(first.content))).toBe(0);
    expect(first).toMatchObject({ signedAt: EEP_BM_SIGNED_AT, fileName: 'EEP-BM_BM-0007_2026.pdf' });
    const later = await documents.renderSigned(details, signer, new Date('2026-02-26T08:00:00Z'));
    expect(later.hash).not.toBe(first.hash);
    const lines = allLines(Buffer.from(first.content));
    expect(lines).toEqual(expect.arrayContaining(['Anne Lefèvre', 'Signé le : 25/02/2026']));
    expect(lines.some((l) => l.includes(EEP_BM_SIGNED_HASH) || l.includes('SHA-256'))).toBe(false);
  });
});
