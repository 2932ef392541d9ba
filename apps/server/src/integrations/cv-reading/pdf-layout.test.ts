import { describe, expect, it } from 'vitest';
import { layOutPage, type PdfTextItem } from './pdf-layout';

const item = (text: string, x: number, y: number, size = 10, bold = false): PdfTextItem => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  size,
  bold,
});
const texts = (items: PdfTextItem[]) => layOutPage(items, 595, 0).map((l) => l.text);

describe('layOutPage', () => {
  it('reads a sidebar page left column first, then the right one', () => {
    const items: PdfTextItem[] = [];
    ['CONTACT', 'julie@example.org', 'Lyon', 'COMPÉTENCES', 'Java', 'Spring Boot', 'LANGUES', 'Anglais'].forEach(
      (t, i) => items.push(item(t, 25, 60 + i * 13, 9)),
    );
    ['Julie Martin', 'Développeuse Java', 'EXPÉRIENCE', 'Développeuse – Acme', '2019 – aujourd’hui'].forEach((t, i) =>
      items.push(item(t, 215, 50 + i * 17, 11)),
    );
    const lines = texts(items);
    expect(lines.indexOf('Anglais')).toBeLessThan(lines.indexOf('Julie Martin'));
    expect(lines.slice(0, 8)).toEqual([
      'CONTACT',
      'julie@example.org',
      'Lyon',
      'COMPÉTENCES',
      'Java',
      'Spring Boot',
      'LANGUES',
      'Anglais',
    ]);
    const blocks = layOutPage(items, 595, 0);
    expect(blocks[0]?.block).not.toBe(blocks.at(-1)?.block);
  });

  it('reads a header spanning both columns before the columns', () => {
    const items = [item('Julie Martin — Développeuse Java senior, Lyon, julie@example.org', 40, 40, 12)];
    ['Java', 'Spring', 'SQL'].forEach((t, i) => items.push(item(t, 40, 100 + i * 12)));
    ['Expérience', 'Acme, 2019 – 2022', 'Refonte du portail client'].forEach((t, i) =>
      items.push(item(t, 250, 100 + i * 12)),
    );
    expect(texts(items)).toEqual([
      'Julie Martin — Développeuse Java senior, Lyon, julie@example.org',
      'Java',
      'Spring',
      'SQL',
      'Expérience',
      'Acme, 2019 – 2022',
      'Refonte du portail client',
    ]);
  });

  it('reads a period | position table row by row, a wrapped period before its row', () => {
    const items = [
      item('Oct 2019 -', 57, 100),
      item('present', 57, 112),
      item('Test engineer – Rail Ticketing', 171, 100),
      item('Built the end-to-end test suite', 171, 112),
      item('Ran the load tests', 171, 124),
      item('Environment : Cypress, JMeter', 171, 136),
      item('2016 – 2019', 57, 160),
      item('Software tester – Aire Insurance', 171, 160),
      item('Wrote and ran the test plans', 171, 172),
      item('Environment : Selenium, Jira', 171, 184),
    ];
    expect(texts(items)).toEqual([
      'Oct 2019 -',
      'present',
      'Test engineer – Rail Ticketing',
      'Built the end-to-end test suite',
      'Ran the load tests',
      'Environment : Cypress, JMeter',
      '2016 – 2019',
      'Software tester – Aire Insurance',
      'Wrote and ran the test plans',
      'Environment : Selenium, Jira',
    ]);
  });

  it('joins the items of a line with spaces, splits a wide gap, tells bold lines and sizes', () => {
    const lines = layOutPage(
      [item('Julie', 40, 40, 20, true), item('Martin', 100, 40, 20, true), item('Lyon', 400, 40.4, 9)],
      595,
      3,
    );
    expect(lines).toEqual([
      { text: 'Julie Martin', block: 3, size: 20, bold: true, x: 40, y: 40 },
      { text: 'Lyon', block: 3, size: 9, bold: false, x: 400, y: 40.4 },
    ]);
  });
});

describe('layOutPage: letter-spaced text', () => {
  const at = (text: string, x: number, width: number, size = 12): PdfTextItem => ({
    text,
    x,
    y: 100,
    width,
    size,
    bold: true,
  });

  it('closes up the letters pdfjs spaced out, kerned pairs too, and keeps the gap between words', () => {
    expect(texts([at('P R O D U C T', 40, 77), at(' ', 117, 9.3), at('O W N E R', 126.4, 57.6)])).toEqual([
      'PRODUCT OWNER',
    ]);
    expect(texts([at('C O N TA C T', 400, 62)])).toEqual(['CONTACT']);
    expect(texts([at('C E N T R E S', 40, 80), at(' ', 120, 8), at('D ’ I N T É R Ê T', 128, 90)])).toEqual([
      'CENTRES D’INTÉRÊT',
    ]);
  });

  it('rebuilds words drawn one letter an item from the gaps: regular between letters, wider between words', () => {
    const items: PdfTextItem[] = [];
    let x = 40;
    for (const letter of 'FORMATION CONTINUE') {
      if (letter === ' ') x += 6;
      else items.push(at(letter, x, 7));
      if (letter !== ' ') x += 7 + 2.5;
    }
    expect(texts(items)).toEqual(['FORMATION CONTINUE']);
  });

  it('leaves normal text alone: words, grades in a grid, one glyph an item without tracking', () => {
    expect(texts([at('Java', 40, 24), at('&', 67.5, 7), at('C', 77.5, 7), at('#', 84.5, 6)])).toEqual(['Java & C#']);
    expect(texts([at('C / C++', 40, 40)])).toEqual(['C / C++']);
    expect(texts([at('B2 C1 B2 B2', 40, 70)])).toEqual(['B2 C1 B2 B2']);
    const glyphs = [...'Lyon'].map((c, i) => at(c, 40 + i * 6, 6));
    expect(texts(glyphs)).toEqual(['Lyon']);
  });
});

describe('layOutPage: a Word table of labels and values (Europass)', () => {
  const label = (text: string, y: number) => item(text, 190 - text.length * 4, y, 8);
  const value = (text: string, y: number, size = 9) => item(text, 200, y, size);

  it('reads label then value row by row: a label beside a larger first line, a heading row with no value', () => {
    const items = [
      label('POSTE VISÉ', 112.4),
      value('Ingénieure systèmes et réseaux', 117.1, 13),
      label('EXPÉRIENCE PROFESSIONNELLE', 127.4),
      label('mars 2021 – présent', 139.5),
      value('Ingénieure systèmes et réseaux', 142.3, 11),
      value('Altéa Conseil, Toulouse (France)', 153.1),
      value('Mission chez un constructeur aéronautique : maintien en conditions opérationnelles', 163.4),
      value('Automatisation des déploiements et des mises à jour de sécurité', 173.8),
      value('Environnement technique : RHEL, Ansible', 184.1),
      label('ÉDUCATION ET FORMATION', 203.7),
      label('2012 – 2013', 215.8),
      value('Licence professionnelle', 218.6, 11),
      item('Niveau 6 du CEC', 480, 218.6, 11),
      value('IUT de Béziers', 229.4),
    ];
    expect(texts(items)).toEqual([
      'POSTE VISÉ',
      'Ingénieure systèmes et réseaux',
      'EXPÉRIENCE PROFESSIONNELLE',
      'mars 2021 – présent',
      'Ingénieure systèmes et réseaux',
      'Altéa Conseil, Toulouse (France)',
      'Mission chez un constructeur aéronautique : maintien en conditions opérationnelles',
      'Automatisation des déploiements et des mises à jour de sécurité',
      'Environnement technique : RHEL, Ansible',
      'ÉDUCATION ET FORMATION',
      '2012 – 2013',
      'Licence professionnelle\tNiveau 6 du CEC',
      'IUT de Béziers',
    ]);
  });

  it('keeps a bullet glyph with the text its tab pushed to the right', () => {
    const items = [item('●', 218.5, 163.4, 9), item(' ', 223.9, 163.4, 9), item('Support aux agents', 236.5, 163.4, 9)];
    expect(texts(items)).toEqual(['● Support aux agents']);
  });
});
