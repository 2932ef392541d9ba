/**
 * From a PDF page's positioned text items to lines in reading order (pure, tested without pdfjs):
 * 1. items on one baseline are joined left to right into chunks, a wide horizontal gap starting a new chunk;
 * 2. a page may have two columns: an x where no chunk crosses over a vertical band of the page and chunks lie on
 *    both sides. Chunks crossing it (a full-width header, a footer) cut the page into bands;
 * 3. in a two-column band, a sidebar or newspaper column is read left column first; a table is read row by row:
 *    its left cells sit on the baseline of a right cell (period | position) and hold little text or sparse lines
 *    (measured on the fixtures: tables 0.67–0.8 aligned, 0.14 of the right's text; a sidebar 0.32 aligned).
 *    A cell is aligned by its baseline or by its top (a small label beside a large first line: a Europass CV);
 * 4. letter-spaced text ('P R O D U C T' from pdfjs, or one item per letter) is rebuilt into words: the spaces
 *    between letters go, the wider gaps between words stay.
 */
export interface PdfTextItem {
  text: string;
  /** Left x and baseline y, in points, y growing downwards (from the page's top). */
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
}

export interface LaidLine {
  text: string;
  block: number;
  size: number | null;
  bold: boolean;
  /** Left x and baseline y of the line (points from the page's top left), for the page furniture (pdf-furniture.ts). */
  x: number;
  y: number;
}

interface Chunk {
  x0: number;
  x1: number;
  y: number;
  size: number;
  items: PdfTextItem[];
}

const sameBaseline = (a: number, b: number, size: number) => Math.abs(a - b) <= Math.max(1.5, size * 0.3);
/** The top of a line's capitals (its ascent measured as 0.85 of its size above the baseline). */
const topOf = (c: Chunk) => c.y - c.size * 0.85;
/** Two chunks side by side are on one row: same baseline, or same top (a table cell's first lines). */
const sameRow = (a: Chunk, b: Chunk) =>
  sameBaseline(a.y, b.y, Math.max(a.size, b.size)) ||
  Math.abs(topOf(a) - topOf(b)) <= Math.max(1.5, Math.min(a.size, b.size) * 0.3);
/** A bullet glyph alone (a Word list's bullet, then a tab to the text). */
const LONE_BULLET = /^\s*[•▪▫●○◦■□►▸▹➢➤✓✔❖◆◇·]\s*$/u;

/** Items joined into chunks: same baseline, gap below 0.9 font size (wider gaps separate columns or cells). */
export function chunksOf(items: readonly PdfTextItem[]): Chunk[] {
  const sorted = items.filter((i) => i.text.trim() !== '' || i.width > 0).sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: PdfTextItem[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && sameBaseline(first.y, item.y, Math.max(first.size, item.size))) row.push(item);
    else rows.push([item]);
  }
  const chunks: Chunk[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let current: Chunk | null = null;
    for (const item of row) {
      const blank = item.text.trim() === '';
      const gap = current ? item.x - current.x1 : Infinity;
      const size = Math.max(current?.size ?? 0, item.size);
      // A lone bullet glyph keeps the text its tab pushed to the right.
      const shown = current?.items.filter((i) => i.text.trim() !== '') ?? [];
      const afterBullet = shown.length === 1 && LONE_BULLET.test(shown[0]?.text ?? '');
      if (current && (blank || gap <= size * 0.9 || (afterBullet && gap <= size * 3))) {
        // A blank item (a wide space) does not extend the chunk: the gap is measured between visible items.
        current.items.push(item);
        if (!blank) current.x1 = Math.max(current.x1, item.x + item.width);
        current.size = Math.max(current.size, item.size);
      } else if (!blank) {
        current = { x0: item.x, x1: item.x + item.width, y: item.y, size: item.size, items: [item] };
        chunks.push(current);
      }
    }
  }
  return chunks;
}

/** Letter-spaced text as pdfjs writes it: letters (a kerned pair at most) each followed by one space. */
const SPACED = /^\S{1,2}(?: \S{1,2}){2,}$/u;
const isSpaced = (text: string) => {
  const trimmed = text.trim();
  if (!SPACED.test(trimmed)) return false;
  const tokens = trimmed.split(' ');
  return tokens.filter((t) => t.length === 1).length >= tokens.length * 0.6;
};
/** The text of an item, letter-spaced words ('P R O D U C T', 'C O N TA C T') closed up. */
const itemText = (item: PdfTextItem) => (isSpaced(item.text) ? item.text.trim().replace(/ /g, '') : item.text);

/**
 * A chunk's text: items joined, with a space where the gap between two items is wider than a fifth of a size. A
 * chunk drawn one letter an item (tracking) is joined by its gaps instead: the gaps between letters are the
 * narrowest and regular (over a tenth of a size), a gap wider than them by 0.18 of a size separates words.
 */
function chunkText(chunk: Chunk): string {
  const visible = chunk.items.filter((i) => i.text.trim() !== '');
  const letters = visible.length >= 3 && visible.every((i) => [...i.text.trim()].length <= 2);
  const gaps = visible.slice(1).map((item, i) => item.x - ((visible[i]?.x ?? 0) + (visible[i]?.width ?? 0)));
  const letterGap = Math.min(...gaps);
  const tracked =
    letters &&
    letterGap > chunk.size * 0.1 &&
    gaps.filter((g) => g <= letterGap + chunk.size * 0.18).length >= gaps.length * 0.6;
  let text = '';
  let end = -Infinity;
  for (const item of tracked ? visible : chunk.items) {
    const gap = item.x - end;
    const wordGap = tracked ? gap > letterGap + item.size * 0.18 : gap > item.size * 0.2;
    const piece = itemText(item);
    if (text && wordGap && !/\s$/.test(text) && !/^\s/.test(piece)) text += ' ';
    text += piece;
    end = Math.max(end, item.x + item.width);
  }
  return text;
}

interface Split {
  x: number;
  /** Per band (top to bottom): the chunks crossing x above it, then its left and right chunks. */
  score: number;
}

/** The x splitting the most chunks into two-column bands, or null (one column). */
function findSplit(chunks: Chunk[], pageWidth: number): Split | null {
  const candidates = [...new Set(chunks.map((c) => Math.round(c.x0)))].filter(
    (x) => x > pageWidth * 0.12 && x < pageWidth * 0.75,
  );
  let best: Split | null = null;
  for (const x of candidates) {
    let score = 0;
    let left = 0;
    let right = 0;
    const close = () => {
      if (left >= 2 && right >= 2) score += left + right;
      left = 0;
      right = 0;
    };
    for (const c of chunks) {
      if (c.x1 <= x - 4) left++;
      else if (c.x0 >= x - 1) right++;
      else close();
    }
    close();
    if (score > 0 && (!best || score > best.score)) best = { x, score };
  }
  return best;
}

/** A band's left cells are table cells (read row by row) rather than a column (read whole). */
function isTable(left: Chunk[], right: Chunk[]): boolean {
  const aligned = left.filter((l) => right.some((r) => sameRow(l, r))).length;
  let dense = 0;
  for (let i = 1; i < left.length; i++) {
    const a = left[i - 1];
    const b = left[i];
    if (a && b && b.y - a.y <= Math.max(a.size, b.size) * 1.9) dense++;
  }
  const chars = (list: Chunk[]) => list.reduce((n, c) => n + c.items.reduce((m, i) => m + i.text.trim().length, 0), 0);
  // Table cells on the left hold little text (periods, labels) beside the right cells; a sidebar holds a flow.
  const sparse = dense < (left.length - 1) * 0.5 || chars(left) < chars(right) * 0.2;
  // Labels beside the first line of each value block (a Europass CV) make a table however close they are.
  const labels = left.filter((l) => {
    const mate = rowMate(l, right);
    return mate !== undefined && startsBlock(mate, right);
  }).length;
  return aligned >= left.length * 0.5 && (sparse || labels >= left.length * 0.5);
}

/** The right line on the row of a left line, if any. */
const rowMate = (l: Chunk, right: Chunk[]) => right.find((r) => sameRow(l, r));
/** A right line that starts a block: the first, or after a gap of 1.5 sizes. */
function startsBlock(r: Chunk, right: Chunk[]): boolean {
  const previous = right.filter((o) => o.y < r.y - Math.max(1.5, r.size * 0.3)).at(-1);
  return !previous || r.y - previous.y > Math.max(r.size, previous.size) * 1.5;
}
/** No right line beside a left line (an empty right cell: a section's heading row). */
const alone = (l: Chunk, right: Chunk[]) =>
  !right.some((r) => topOf(r) < l.y + l.size * 0.15 - 0.5 && r.y + r.size * 0.15 > topOf(l) + 0.5);

/**
 * A table read row by row: each left cell (its lines close together) then the right lines from its top to the next
 * left cell's top ('Oct 2019 -' / 'present' / 'Test engineer – …' / its tasks). A left line starts a new cell when it
 * is alone on its row while the line above is not (or the other way round), or when it sits beside the first line of
 * a right block (a label, then its value: 'POSTE VISÉ' | 'Ingénieure…', 'EXPÉRIENCE PROFESSIONNELLE' | —).
 */
function tableRows(left: Chunk[], right: Chunk[]): Chunk[][] {
  const cells: Chunk[][] = [];
  for (const chunk of left) {
    const cell = cells.at(-1);
    const last = cell?.at(-1);
    const mate = rowMate(chunk, right);
    const continues =
      last !== undefined &&
      chunk.y - last.y <= Math.max(last.size, chunk.size) * 1.9 &&
      alone(chunk, right) === alone(last, right) &&
      !(mate && startsBlock(mate, right));
    if (cell && continues) cell.push(chunk);
    else cells.push([chunk]);
  }
  const tops = cells.map((cell) => {
    const first = cell[0];
    if (!first) return 0;
    const mate = rowMate(first, right);
    return Math.min(first.y - Math.max(1.5, first.size * 0.3), mate ? topOf(mate) - 1 : Infinity);
  });
  const rows: Chunk[][] = [];
  const before = right.filter((r) => r.y < (tops[0] ?? Infinity));
  if (before.length) rows.push(before);
  cells.forEach((cell, i) => {
    const from = tops[i] ?? -Infinity;
    const to = tops[i + 1] ?? Infinity;
    rows.push([...cell, ...right.filter((r) => r.y >= from && r.y < to)]);
  });
  return rows;
}

/**
 * In a table's right cells, a line with a piece pushed to the cells' right edge on its baseline (a right tab: 'BTS …'
 * and 'Niveau 5 du CEC') stays one line, as the Word reader reads the paragraph: the piece is joined with a tab,
 * which the clean-up turns into a space. Only when the line has exactly these two chunks (a grid of cells — 'B2 C1
 * B2' — stays apart) and the first starts at the cells' left edge. Elsewhere a wide gap still splits the line (a
 * name and the town pushed to the right of a header).
 */
function joinRightPieces(chunks: Chunk[]): Chunk[] {
  const x0 = Math.min(...chunks.map((c) => c.x0));
  const x1 = Math.max(...chunks.map((c) => c.x1));
  const out: Chunk[] = [];
  const used = new Set<Chunk>();
  for (const a of chunks) {
    if (used.has(a)) continue;
    const mates = chunks.filter((c) => c !== a && sameBaseline(c.y, a.y, Math.max(c.size, a.size)));
    const b = mates[0];
    if (mates.length === 1 && b && !used.has(b) && b.x0 > a.x1 && a.x0 <= x0 + a.size * 2 && b.x1 >= x1 - b.size) {
      const tab: PdfTextItem = {
        text: '\t',
        x: a.x1,
        y: a.y,
        width: b.x0 - a.x1,
        size: a.size,
        bold: a.items.every((i) => i.bold),
      };
      used.add(b);
      out.push({ ...a, x1: b.x1, size: Math.max(a.size, b.size), items: [...a.items, tab, ...b.items] });
    } else out.push(a);
  }
  return out;
}

/** The page's lines in reading order; `firstBlock` numbers the page's first block. */
export function layOutPage(items: readonly PdfTextItem[], pageWidth: number, firstBlock: number): LaidLine[] {
  const chunks = chunksOf(items);
  const split = findSplit(chunks, pageWidth);
  const ordered: Chunk[][] = [];
  if (!split) ordered.push(chunks);
  else {
    let band: Chunk[] = [];
    const flush = () => {
      const left = band.filter((c) => c.x1 <= split.x - 4);
      const right = band.filter((c) => c.x0 >= split.x - 1);
      if (left.length >= 2 && right.length >= 2)
        ordered.push(...(isTable(left, right) ? tableRows(left, joinRightPieces(right)) : [left, right]));
      else if (band.length) ordered.push(band);
      band = [];
    };
    let crossing: Chunk[] = [];
    for (const c of chunks) {
      const crosses = c.x1 > split.x - 4 && c.x0 < split.x - 1;
      if (crosses) {
        flush();
        crossing.push(c);
      } else {
        if (crossing.length) ordered.push(crossing);
        crossing = [];
        band.push(c);
      }
    }
    flush();
    if (crossing.length) ordered.push(crossing);
  }
  const lines: LaidLine[] = [];
  let block = firstBlock;
  for (const group of ordered) {
    let previous: Chunk | null = null;
    for (const chunk of group) {
      // A wide vertical gap inside a group starts a new block (a new paragraph group).
      if (previous && chunk.y - previous.y > Math.max(previous.size, chunk.size) * 2.6) block++;
      const text = chunkText(chunk);
      const visible = chunk.items.filter((i) => i.text.trim() !== '');
      lines.push({
        text,
        block,
        size: chunk.size > 0 ? Math.round(chunk.size * 2) / 2 : null,
        bold: visible.length > 0 && visible.every((i) => i.bold),
        x: Math.round(chunk.x0 * 10) / 10,
        y: Math.round(chunk.y * 10) / 10,
      });
      previous = chunk;
    }
    block++;
  }
  return lines;
}
