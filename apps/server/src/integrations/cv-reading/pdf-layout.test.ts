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
      { text: 'Julie Martin', block: 3, size: 20, bold: true },
      { text: 'Lyon', block: 3, size: 9, bold: false },
    ]);
  });
});
