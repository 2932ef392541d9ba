/**
 * Page furniture of a PDF, dropped before the understanding reads it (pure, tested without pdfjs):
 * - page numbers: 'Page 2 of 3', 'Page 2 sur 3', 'p. 2', '2/3', '2 of 3', '– 2 –', and a bare '2' in the top or bottom
 *   margin — only when the number is the page's own (and the total, when written, the document's page count);
 * - running headers and footers: in a document of two pages or more, a line repeated (its digits aside) at the same
 *   place (x and baseline within 2 points) on at least two pages, inside the top or bottom 15 % of the page. A footer
 *   goes everywhere; a header is kept on the first page (it is often the name and title), dropped on the others.
 *   A heading repeated in the body of the pages is not furniture: its place differs, or it lies outside the margins.
 */
import type { LaidLine } from './pdf-layout';

export interface LaidPage {
  page: number;
  height: number;
  lines: LaidLine[];
}

const MARGIN = 0.15;
const SAME_PLACE = 2;

const PAGE_NUMBER = [
  /^(?:page|p\.)\s*(\d+)(?:\s*(?:\/|of|sur|de|on)\s*(\d+))?$/iu,
  /^(\d+)\s*(?:\/|of|sur|de)\s*(\d+)$/iu,
  /^[-–—]\s*(\d+)\s*[-–—]$/u,
];

/** The line is the number of its page ('Page 1 of 2' on page 1 of 2; a bare '1' only in a margin). */
function isPageNumber(text: string, page: number, pages: number, inMargin: boolean): boolean {
  const clean = text.replace(/\s+/gu, ' ').trim();
  const bare = /^\d+$/u.test(clean) ? [clean, clean] : null;
  const match = PAGE_NUMBER.map((re) => re.exec(clean)).find(Boolean) ?? (inMargin ? bare : null);
  if (!match) return false;
  const total = match[2] === undefined || match === bare ? null : Number(match[2]);
  return Number(match[1]) === page && (total === null || total === pages);
}

const inMargin = (line: LaidLine, height: number) => line.y < height * MARGIN || line.y > height * (1 - MARGIN);
const keyOf = (text: string) => text.replace(/\d+/gu, '#').replace(/\s+/gu, ' ').trim().toLowerCase();

/** The pages' lines without their page numbers, running headers and footers. */
export function dropPageFurniture(pages: readonly LaidPage[]): LaidPage[] {
  const count = pages.length;
  const places = new Map<string, { page: number; x: number; y: number }[]>();
  if (count >= 2) {
    for (const { page, height, lines } of pages) {
      for (const line of lines) {
        if (!inMargin(line, height)) continue;
        const key = keyOf(line.text);
        if (!key) continue;
        places.set(key, [...(places.get(key) ?? []), { page, x: line.x, y: line.y }]);
      }
    }
  }
  const repeated = (line: LaidLine, page: number): boolean => {
    const others = (places.get(keyOf(line.text)) ?? []).filter(
      (p) => p.page !== page && Math.abs(p.x - line.x) <= SAME_PLACE && Math.abs(p.y - line.y) <= SAME_PLACE,
    );
    return others.length > 0;
  };
  return pages.map(({ page, height, lines }) => ({
    page,
    height,
    lines: lines.filter((line) => {
      const margin = inMargin(line, height);
      if (isPageNumber(line.text, page, count, margin)) return false;
      if (!margin || !repeated(line, page)) return true;
      // A running header stays once, on the first page: it is often the name and the title.
      return page === 1 && line.y < height * MARGIN;
    }),
  }));
}
