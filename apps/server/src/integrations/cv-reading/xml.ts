/**
 * A streaming XML walk (saxes) for the package's parts: elements named by a short namespace prefix whatever the
 * document's own prefixes ('w:p' for WordprocessingML, transitional or strict), a depth limit (deeply nested XML
 * is refused), no entity expansion (saxes knows no DTD). Any XML error is an unreadable document.
 */
import { SaxesParser } from 'saxes';
import { CvReadFailure } from './text';

export const MAX_XML_DEPTH = 256;

const PREFIXES: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
  'http://purl.oclc.org/ooxml/drawingml/main': 'a',
  'urn:schemas-microsoft-com:vml': 'v',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://schemas.openxmlformats.org/package/2006/relationships': 'rel',
  'http://schemas.microsoft.com/office/word/2010/wordprocessingShape': 'wps',
};

export interface XmlElement {
  /** 'w:p', 'mc:Fallback', 'rel:Relationship'… (unknown namespaces: '?:local'). */
  name: string;
  /** Attribute by local name (any namespace). */
  attr(local: string): string | undefined;
  /** Attribute by short prefix and local name ('r:embed'). */
  attrNs(name: string): string | undefined;
}

export interface XmlHandler {
  open(element: XmlElement, depth: number): void;
  close(name: string, depth: number): void;
  text(text: string): void;
}

export function walkXml(bytes: Uint8Array, handler: XmlHandler): void {
  const parser = new SaxesParser({ xmlns: true });
  const names: string[] = [];
  parser.on('opentag', (tag) => {
    if (names.length >= MAX_XML_DEPTH) throw new CvReadFailure('UNREADABLE', 'xml nested too deep');
    const name = `${PREFIXES[tag.uri] ?? '?'}:${tag.local}`;
    names.push(name);
    const attributes = Object.values(tag.attributes);
    handler.open(
      {
        name,
        attr: (local) => attributes.find((a) => a.local === local)?.value,
        attrNs: (qualified) => attributes.find((a) => `${PREFIXES[a.uri] ?? '?'}:${a.local}` === qualified)?.value,
      },
      names.length,
    );
  });
  parser.on('closetag', () => {
    const name = names.pop() ?? '';
    handler.close(name, names.length + 1);
  });
  parser.on('text', (text) => handler.text(text));
  try {
    parser.write(new TextDecoder().decode(bytes)).close();
  } catch (error) {
    if (error instanceof CvReadFailure) throw error;
    throw new CvReadFailure('UNREADABLE', 'xml');
  }
}

/** A package's relationships: id → { type (last path segment: 'header', 'styles'…), target (package path) }. */
export function readRelationships(
  xml: Uint8Array | null,
  partPath: string,
): Map<string, { type: string; target: string }> {
  const rels = new Map<string, { type: string; target: string }>();
  if (!xml) return rels;
  const base = partPath.includes('/') ? partPath.slice(0, partPath.lastIndexOf('/') + 1) : '';
  walkXml(xml, {
    open(el) {
      if (el.name !== 'rel:Relationship' || el.attr('TargetMode') === 'External') return;
      const id = el.attr('Id');
      const target = el.attr('Target');
      if (!id || !target) return;
      rels.set(id, { type: (el.attr('Type') ?? '').split('/').pop() ?? '', target: resolvePath(base, target) });
    },
    close() {},
    text() {},
  });
  return rels;
}

function resolvePath(base: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : base + target).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}
