import { describe, expect, it } from 'vitest';
import { dropPageFurniture, type LaidPage } from './pdf-furniture';

const line = (text: string, y: number, x = 40) => ({ text, block: 0, size: 10, bold: false, x, y });
const page = (n: number, lines: ReturnType<typeof line>[]): LaidPage => ({ page: n, height: 842, lines });
const texts = (pages: LaidPage[]) => dropPageFurniture(pages).map((p) => p.lines.map((l) => l.text));

describe('dropPageFurniture', () => {
  it('drops the page numbers written in any common form, the page’s own number only', () => {
    expect(
      texts([
        page(1, [line('Experience', 100), line('Page 1 of 2', 810, 280), line('1/2', 30, 540)]),
        page(2, [line('Education', 100), line('Page 2 sur 2', 810, 280), line('- 2 -', 820, 290), line('2', 30, 550)]),
      ]),
    ).toEqual([['Experience'], ['Education']]);
    // Not the page's number, or in the body: content.
    expect(
      texts([page(1, [line('Java 4/5', 100), line('3/5', 120), line('Page 2 of 3', 810), line('1', 400)])]),
    ).toEqual([['Java 4/5', '3/5', 'Page 2 of 3', '1']]);
  });

  it('drops a footer repeated at the same place on two pages, keeps a running header once on the first page', () => {
    const pages = [
      page(1, [
        line('Olivia Bennett – Cloud Consultant', 30),
        line('Summary', 120),
        line('Confidential – Northbridge', 815),
      ]),
      page(2, [
        line('Olivia Bennett – Cloud Consultant', 30),
        line('Education', 120),
        line('Confidential – Northbridge', 815),
      ]),
    ];
    expect(texts(pages)).toEqual([['Olivia Bennett – Cloud Consultant', 'Summary'], ['Education']]);
  });

  it('keeps a heading repeated on two pages when it is in the body or at another place, and a one-page CV whole', () => {
    const pages = [
      page(1, [line('Projects', 300), line('Skills', 60)]),
      page(2, [line('Projects', 300), line('Skills', 90)]),
    ];
    expect(texts(pages)).toEqual([
      ['Projects', 'Skills'],
      ['Projects', 'Skills'],
    ]);
    expect(texts([page(1, [line('Julie Martin', 30), line('Julie Martin', 30)])])).toEqual([
      ['Julie Martin', 'Julie Martin'],
    ]);
  });
});
