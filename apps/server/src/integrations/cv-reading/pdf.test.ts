import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { openPdf } from './pdf';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/cv/${name}`, import.meta.url));
const linesOf = async (name: string) => {
  const doc = await openPdf(fixture(name), 20);
  await doc.close();
  return doc;
};

/** A two-page CV drawn with pdfkit: letter-spaced headings, a profile address cut on its hyphen, page footers. */
function letterSpacedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const footer = (n: number) => {
    doc.font('Helvetica').fontSize(8).text('Léa Fontaine – CV', 40, 800, { lineBreak: false });
    doc.text(`Page ${n} of 2`, 480, 800, { lineBreak: false });
  };
  doc.font('Helvetica-Bold').fontSize(26).text('Léa Fontaine', 40, 45);
  doc.font('Helvetica').fontSize(12).text('PRODUCT OWNER', 40, 80, { characterSpacing: 3 });
  doc.font('Helvetica-Bold').fontSize(11.5).text('EXPÉRIENCES PROFESSIONNELLES', 40, 120, { characterSpacing: 2 });
  doc.font('Helvetica').fontSize(10).text('Product Owner chez Altéa Conseil', 40, 140);
  doc.text('linkedin.com/in/lea-', 40, 160).text('fontaine-3a1b2c', 40, 172);
  footer(1);
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(10.5).text('CONTACT', 40, 45, { characterSpacing: 2 });
  doc.font('Helvetica-Bold').fontSize(11.5).text('FORMATION', 40, 80, { characterSpacing: 2 });
  doc.font('Helvetica').fontSize(10).text('Licence MIAGE, Université de Nantes, 2014', 40, 100);
  footer(2);
  doc.end();
  return ended;
}

describe('openPdf', () => {
  it('closes up letter-spaced headings, keeps a cut address whole and drops the page footers', async () => {
    const doc = await openPdf(await letterSpacedPdf(), 20);
    await doc.close();
    expect(doc.lines.map((l) => l.text)).toEqual([
      'Léa Fontaine',
      'PRODUCT OWNER',
      'EXPÉRIENCES PROFESSIONNELLES',
      'Product Owner chez Altéa Conseil',
      'linkedin.com/in/lea-fontaine-3a1b2c',
      'CONTACT',
      'FORMATION',
      'Licence MIAGE, Université de Nantes, 2014',
    ]);
  });

  it('reads a two-column page (sidebar) left column first, with bullets and bold', async () => {
    const { lines, pages } = await linesOf('two-columns-fr.pdf');
    expect(pages).toBe(1);
    const texts = lines.map((l) => l.text);
    const lastLeft = texts.indexOf('Italien : intermédiaire');
    expect(lastLeft).toBeGreaterThan(0);
    for (const right of ['Léa Fontaine', 'EXPÉRIENCE', 'Vignobles Connectés | janv. 2020 – aujourd’hui', 'FORMATION']) {
      expect(texts.indexOf(right)).toBeGreaterThan(lastLeft);
    }
    expect(lines.find((l) => l.text === 'React')).toMatchObject({ bullet: true, bold: false });
    expect(lines.find((l) => l.text === 'Léa Fontaine')).toMatchObject({ bold: true, size: 24, style: null });
    expect(lines.find((l) => l.text === 'CONTACT')?.block).not.toBe(lines.find((l) => l.text === 'PROFIL')?.block);
  });

  it('reads a LibreOffice PDF of a Word sidebar table: the header across, then the sidebar, then the main column', async () => {
    const texts = (await linesOf('sidebar-libreoffice-en.pdf')).lines.map((l) => l.text);
    expect(texts.slice(0, 2)).toEqual(['Olivia Bennett', 'Cloud Architect']);
    const summary = texts.indexOf('Cloud architect designing secure and cost-aware platforms');
    expect(texts.indexOf('German: fluent')).toBeGreaterThan(texts.indexOf('Kubernetes'));
    expect(texts.indexOf('German: fluent')).toBeLessThan(summary);
    expect(texts.indexOf('2016 to present')).toBeGreaterThan(summary);
  });

  it('undoes end-of-line hyphenation and ligatures', async () => {
    const texts = (await linesOf('hyphenated-fr.pdf')).lines.map((l) => l.text);
    const all = texts.join('\n');
    expect(all).toContain('Conception et développement de la plateforme');
    expect(all).toContain('financement');
    expect(all).toContain('certification');
    expect(all).toContain('officielles');
    expect(all).not.toMatch(/[\uFB00-\uFB06]/u);
    expect(texts.filter((t) => /\p{L}-$/u.test(t))).toEqual([]);
  });

  it('reads a LaTeX tabular row by row: the period, then the position', async () => {
    const texts = (await linesOf('project-manager-latex-fr.pdf')).lines.map((l) => l.text);
    expect(texts.indexOf('Chef de projet – Caisse Régionale du Nord')).toBe(
      texts.indexOf('avr. 2018 – aujourd’hui') + 1,
    );
    expect(texts.indexOf('2013 – 2018')).toBeGreaterThan(texts.indexOf('Suivi du budget de 2,4 millions d’euros'));
  });

  it('reads every page of a 3-page CV, in order', async () => {
    const { lines, pages } = await linesOf('three-pages-en.pdf');
    expect(pages).toBe(3);
    expect(new Set(lines.map((l) => l.page))).toEqual(new Set([1, 2, 3]));
    expect(lines.map((l) => l.page)).toEqual([...lines.map((l) => l.page)].sort());
  });

  it('finds no text in a scanned PDF (the reader then uses OCR)', async () => {
    expect((await linesOf('scanned-fr.pdf')).lines).toEqual([]);
  });
});
