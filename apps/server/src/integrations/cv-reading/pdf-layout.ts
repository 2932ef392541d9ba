/**
 * From a PDF page's positioned text items to lines in reading order (pure, tested without pdfjs):
 * 1. items on one baseline are joined left to right into chunks, a wide horizontal gap starting a new chunk;
 * 2. a page may have two columns: an x where no chunk crosses over a vertical band of the page and chunks lie on
 *    both sides. Chunks crossing it (a full-width header, a footer) cut the page into bands;
 * 3. in a two-column band, a sidebar or newspaper column is read left column first; a table is read row by row:
 *    its left cells sit on the baseline of a right cell (period | position) and hold little text or sparse lines
 *    (measured on the fixtures: tables 0.67–0.8 aligned, 0.14 of the right's text; a sidebar 0.32 aligned).
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
}

interface Chunk {
  x0: number;
  x1: number;
  y: number;
  size: number;
  items: PdfTextItem[];
}

const sameBaseline = (a: number, b: number, size: number) => Math.abs(a - b) <= Math.max(1.5, size * 0.3);

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
      if (current && (blank || item.x - current.x1 <= Math.max(current.size, item.size) * 0.9)) {
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

/** A chunk's text: items joined, with a space where the gap between two items is wider than a fifth of a size. */
function chunkText(chunk: Chunk): string {
  let text = '';
  let end = -Infinity;
  for (const item of chunk.items) {
    const gap = item.x - end;
    if (text && gap > item.size * 0.2 && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
    text += item.text;
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
  const aligned = left.filter((l) => right.some((r) => sameBaseline(l.y, r.y, Math.max(l.size, r.size)))).length;
  let dense = 0;
  for (let i = 1; i < left.length; i++) {
    const a = left[i - 1];
    const b = left[i];
    if (a && b && b.y - a.y <= Math.max(a.size, b.size) * 1.9) dense++;
  }
  const chars = (list: Chunk[]) => list.reduce((n, c) => n + c.items.reduce((m, i) => m + i.text.trim().length, 0), 0);
  // Table cells on the left hold little text (periods, labels) beside the right cells; a sidebar holds a flow.
  const sparse = dense < (left.length - 1) * 0.5 || chars(left) < chars(right) * 0.2;
  return aligned >= left.length * 0.5 && sparse;
}

/**
 * A table read row by row: each left cell (its lines close together) then the right lines from its top to the next
 * left cell's top ('Oct 2019 -' / 'present' / 'Test engineer – …' / its tasks).
 */
function tableRows(left: Chunk[], right: Chunk[]): Chunk[][] {
  const cells: Chunk[][] = [];
  for (const chunk of left) {
    const cell = cells.at(-1);
    const last = cell?.at(-1);
    if (cell && last && chunk.y - last.y <= Math.max(last.size, chunk.size) * 1.9) cell.push(chunk);
    else cells.push([chunk]);
  }
  const tops = cells.map((cell) => (cell[0]?.y ?? 0) - Math.max(1.5, (cell[0]?.size ?? 0) * 0.3));
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
        ordered.push(...(isTable(left, right) ? tableRows(left, right) : [left, right]));
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
      });
      previous = chunk;
    }
    block++;
  }
  return lines;
}
