/**
 * .docx reading from the package's XML (zip.ts, xml.ts): the parts the document's relationships point to — headers
 * first (each distinct one once), the body, then footers; paragraphs with their style's name ('Heading1', 'Title',
 * 'ListParagraph'), bold and size as runs and styles set them, list numbering as bullets; a table cell and a text
 * box are blocks; a text box is read once (Word writes it twice: mc:Choice and the VML mc:Fallback, skipped);
 * deleted text and field codes are skipped. Pages: Word's rendered page breaks, else explicit page breaks.
 * The images the document shows are listed in order, for OCR when the document has no text.
 */
import type { CvTextLine } from './types';
import { CvReadFailure, cleanText, stripBullet } from './text';
import { readRelationships, walkXml } from './xml';
import { openZip, type ZipPackage } from './zip';

interface StyleDef {
  name: string;
  basedOn?: string;
  bold?: boolean;
  size?: number;
  numbered?: boolean;
}

export interface DocxContent {
  pages: number;
  lines: CvTextLine[];
  /** The images shown, in document order (package paths' bytes), for OCR. */
  images: () => Uint8Array[];
}

const OFF = new Set(['0', 'false', 'off']);
const on = (value: string | undefined) => value === undefined || !OFF.has(value.toLowerCase());
/** 'heading 1' → 'Heading1', 'List Paragraph' → 'ListParagraph'. */
const styleName = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

function readStyles(xml: Uint8Array | null): { styles: Map<string, StyleDef>; defaultSize?: number } {
  const styles = new Map<string, StyleDef>();
  let defaultSize: number | undefined;
  if (!xml) return { styles };
  let current: StyleDef | null = null;
  let inDefaults = false;
  walkXml(xml, {
    open(el) {
      if (el.name === 'w:docDefaults') inDefaults = true;
      else if (el.name === 'w:style') {
        current = { name: el.attr('styleId') ?? '' };
        styles.set(current.name, current);
      } else if (el.name === 'w:name' && current) current.name = styleName(el.attr('val') ?? current.name);
      else if (el.name === 'w:basedOn' && current) current.basedOn = el.attr('val');
      else if (el.name === 'w:b' && current) current.bold = on(el.attr('val'));
      else if (el.name === 'w:numPr' && current) current.numbered = true;
      else if (el.name === 'w:sz') {
        const size = Number(el.attr('val')) / 2;
        if (!Number.isFinite(size)) return;
        if (current) current.size = size;
        else if (inDefaults) defaultSize = size;
      }
    },
    close(name) {
      if (name === 'w:style') current = null;
      if (name === 'w:docDefaults') inDefaults = false;
    },
    text() {},
  });
  return { styles, defaultSize };
}

/** A style's property, looked up through its basedOn chain. */
function inherited<K extends 'bold' | 'size' | 'numbered'>(
  styles: Map<string, StyleDef>,
  id: string | undefined,
  key: K,
): StyleDef[K] | undefined {
  for (let depth = 0; id && depth < 20; depth++) {
    const style = styles.get(id);
    if (!style) return undefined;
    if (style[key] !== undefined) return style[key];
    id = style.basedOn;
  }
  return undefined;
}

interface Run {
  text: string;
  bold?: boolean;
  size?: number;
  charStyle?: string;
}
interface Para {
  runs: Run[];
  styleId?: string;
  numbered: boolean;
  page: number;
}

export function readDocx(bytes: Uint8Array): DocxContent {
  const zip = openZip(bytes);
  const rootRels = readRelationships(zip.read('_rels/.rels'), '');
  const main = [...rootRels.values()].find((r) => r.type === 'officeDocument')?.target ?? 'word/document.xml';
  const body = zip.read(main);
  if (!body) throw new CvReadFailure('UNREADABLE', 'no document part');
  const relsPath = `${main.slice(0, main.lastIndexOf('/') + 1)}_rels/${main.slice(main.lastIndexOf('/') + 1)}.rels`;
  const rels = readRelationships(zip.read(relsPath), main);
  const styleRel = [...rels.values()].find((r) => r.type === 'styles');
  const { styles, defaultSize } = readStyles(styleRel ? zip.read(styleRel.target) : null);
  const reader = new PartReader(styles, defaultSize);
  const seenHeaders = new Set<string>();
  for (const rel of rels.values()) {
    if (rel.type !== 'header') continue;
    const part = zip.read(rel.target);
    if (part) reader.readPart(part, rels, seenHeaders);
  }
  reader.readPart(body, rels, null);
  for (const rel of rels.values()) {
    if (rel.type !== 'footer') continue;
    const part = zip.read(rel.target);
    if (part) reader.readPart(part, rels, seenHeaders);
  }
  return {
    pages: reader.pages,
    lines: reader.lines,
    images: () => readImages(zip, reader.imageTargets),
  };
}

function readImages(zip: ZipPackage, targets: string[]): Uint8Array[] {
  return [...new Set(targets)]
    .filter((t) => /\.(png|jpe?g|bmp|gif|tiff?|webp)$/i.test(t))
    .map((t) => zip.read(t))
    .filter((b): b is Uint8Array => b !== null);
}

/** Walks one part (header, body, footer), appending its lines. */
class PartReader {
  lines: CvTextLine[] = [];
  pages = 1;
  imageTargets: string[] = [];
  private block = 0;
  private blockUsed = false;

  constructor(
    private readonly styles: Map<string, StyleDef>,
    private readonly defaultSize: number | undefined,
  ) {}

  private newBlock() {
    if (this.blockUsed) this.block++;
    this.blockUsed = false;
  }

  readPart(xml: Uint8Array, rels: Map<string, { type: string; target: string }>, seen: Set<string> | null) {
    const startLines = this.lines.length;
    const renderedBreaks = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).includes('lastRenderedPageBreak');
    const paras: Para[] = [];
    let run: Run | null = null;
    let inText = false;
    let skipDepth = 0;
    let where: 'pPr' | 'rPr' | null = null;
    let page = this.pages;
    const stack: string[] = [];
    /** A page break: a paragraph that has no text yet starts on the new page. */
    const newPage = () => {
      page++;
      const para = paras.at(-1);
      if (para && para.runs.every((r) => r.text.trim() === '')) para.page = page;
    };
    walkXml(xml, {
      open: (el, depth) => {
        stack.push(el.name);
        if (skipDepth) return;
        const para = paras.at(-1);
        switch (el.name) {
          case 'mc:Fallback':
          case 'w:del':
          case 'w:moveFrom':
          case 'w:instrText':
          case 'w:footnoteReference':
            skipDepth = depth;
            return;
          case 'w:p':
            paras.push({ runs: [], numbered: false, page });
            return;
          case 'w:pPr':
            where = 'pPr';
            return;
          case 'w:rPr':
            if (where !== 'pPr') where = 'rPr';
            return;
          case 'w:r':
            run = { text: '' };
            para?.runs.push(run);
            return;
          case 'w:tc':
          case 'w:txbxContent':
            this.newBlock();
            return;
        }
        if (where === 'pPr' && para && stack.at(-2) === 'w:pPr') {
          if (el.name === 'w:pStyle') para.styleId = el.attr('val');
          else if (el.name === 'w:numPr') para.numbered = true;
          else if (el.name === 'w:pageBreakBefore' && !renderedBreaks && on(el.attr('val'))) para.page = ++page;
        } else if (el.name === 'w:numId' && para && where === 'pPr' && el.attr('val') === '0') para.numbered = false;
        else if (where === 'rPr' && run) {
          if (el.name === 'w:b') run.bold = on(el.attr('val'));
          else if (el.name === 'w:sz') run.size = Number(el.attr('val')) / 2 || undefined;
          else if (el.name === 'w:rStyle') run.charStyle = el.attr('val');
        } else if (el.name === 'w:t') inText = true;
        else if (el.name === 'w:tab' && run) run.text += '\t';
        else if ((el.name === 'w:br' || el.name === 'w:cr') && run) {
          if (el.attr('type') === 'page' && !renderedBreaks) newPage();
          else if (el.attr('type') !== 'page' && el.attr('type') !== 'column') run.text += '\n';
        } else if (el.name === 'w:noBreakHyphen' && run) run.text += '-';
        else if (el.name === 'w:lastRenderedPageBreak' && renderedBreaks) newPage();
        else if (el.name === 'a:blip' || el.name === 'v:imagedata') {
          const id = el.attrNs('r:embed') ?? el.attrNs('r:id');
          const target = id ? rels.get(id)?.target : undefined;
          if (target) this.imageTargets.push(target);
        }
      },
      close: (name, depth) => {
        stack.pop();
        if (skipDepth) {
          if (depth === skipDepth) skipDepth = 0;
          return;
        }
        if (name === 'w:t') inText = false;
        else if (name === 'w:pPr' || name === 'w:rPr') where = name === 'w:rPr' && where === 'pPr' ? 'pPr' : null;
        else if (name === 'w:r') run = null;
        else if (name === 'w:p') {
          const para = paras.pop();
          if (para) this.emit(para);
          run = null;
        } else if (name === 'w:tc' || name === 'w:txbxContent' || name === 'w:tbl') this.newBlock();
      },
      text: (text) => {
        if (inText && run && !skipDepth) run.text += text;
      },
    });
    this.pages = Math.max(this.pages, page);
    if (seen) {
      // A header or footer part repeated for the first page or even pages: read once.
      const key = this.lines
        .slice(startLines)
        .map((l) => l.text)
        .join('\n');
      if (seen.has(key)) this.lines.length = startLines;
      seen.add(key);
    }
    this.newBlock();
  }

  private emit(para: Para) {
    const styleId = para.styleId;
    const style = styleId ? this.styles.get(styleId) : undefined;
    const name = style?.name || styleId || null;
    const heading = !!name && /^(heading\d*|title|titre\d*)$/i.test(name);
    const numbered = para.numbered || !!inherited(this.styles, styleId, 'numbered');
    const pBold = inherited(this.styles, styleId, 'bold');
    const pSize = inherited(this.styles, styleId, 'size');
    const visible = para.runs.filter((r) => r.text.trim() !== '');
    if (!visible.length) {
      this.newBlock();
      return;
    }
    const bold =
      heading || visible.every((r) => r.bold ?? inherited(this.styles, r.charStyle, 'bold') ?? pBold ?? false);
    const sizes = visible.map(
      (r) => r.size ?? inherited(this.styles, r.charStyle, 'size') ?? pSize ?? this.defaultSize,
    );
    const known = sizes.filter((s): s is number => typeof s === 'number');
    const size = known.length ? Math.max(...known) : null;
    const text = para.runs.map((r) => r.text).join('');
    for (const part of text.split('\n')) {
      const stripped = stripBullet(cleanText(part));
      if (!stripped.text) continue;
      this.lines.push({
        text: stripped.text,
        page: para.page,
        block: this.block,
        size,
        bold,
        style: name,
        bullet: numbered || stripped.bullet,
      });
      this.blockUsed = true;
    }
  }
}
