import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocx } from './docx';
import { CvReadFailure } from './text';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/cv/${name}`, import.meta.url));

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>';
/** A minimal package around a document.xml body. */
const docxOf = (documentXml: Uint8Array | string, extra: Record<string, Uint8Array> = {}) =>
  zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    'word/document.xml': typeof documentXml === 'string' ? strToU8(documentXml) : documentXml,
    ...extra,
  });
/** A zip written with Node's native deflate (fast for the 40 MB of the bomb). */
function zipOf(files: Record<string, Uint8Array>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const packed = deflateRawSync(data, { level: 9 });
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, fileName, packed);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof CvReadFailure ? error.reason : error;
  }
  return 'no failure';
};

describe('readDocx', () => {
  it('reads a text box once (Word writes it twice: wps Choice and VML Fallback), as a block of its own', () => {
    const { lines } = readDocx(fixture('data-engineer-textbox-fr.docx'));
    expect(lines.filter((l) => l.text === 'Camille Durand')).toHaveLength(1);
    expect(lines.filter((l) => l.text === 'Data engineer')).toHaveLength(1);
    expect(lines[0]).toMatchObject({ text: 'Camille Durand', bold: true, size: 20 });
    expect(lines.find((l) => l.text === 'Résumé')?.block).not.toBe(lines[0]?.block);
  });

  it('reads table cells in order, each cell a block: the period, then the position and its tasks', () => {
    const { lines } = readDocx(fixture('dotnet-table-en.docx'));
    const at = (text: string) => lines.findIndex((l) => l.text === text);
    expect(at('Feb 2019 - present')).toBeGreaterThan(at('Professional Experience'));
    expect(at('Senior .NET developer – Pennine Housing Trust')).toBe(at('Feb 2019 - present') + 1);
    expect(at('03/2015 - 01/2019')).toBe(at('Environment : C#, ASP.NET Core, Azure, SQL Server') + 1);
    expect(lines[at('Feb 2019 - present')]?.block).not.toBe(lines[at('Rebuilt the tenant portal')]?.block);
  });

  it('gives paragraph styles, headings and bold runs as bold, list numbering as bullets, sizes', () => {
    const { lines, pages } = readDocx(fixture('java-spring-fr.docx'));
    expect(pages).toBe(1);
    expect(lines[0]).toMatchObject({ text: 'Julien Moreau', style: 'Title', bold: true, size: 28, bullet: false });
    expect(lines.find((l) => l.text === 'Formation')).toMatchObject({ style: 'Heading1', bold: true, size: 16 });
    expect(lines.find((l) => l.text === 'Refonte du moteur de calcul des cotisations')).toMatchObject({
      style: 'ListParagraph',
      bullet: true,
      bold: false,
    });
    expect(lines.find((l) => l.text.startsWith('Développeur Java senior'))).toMatchObject({ bold: true, size: 11.5 });
    expect(lines.find((l) => l.text === 'janv. 2019 – aujourd’hui')).toMatchObject({ bold: false, bullet: false });
  });

  it('reads a sidebar laid out as a two-column table: the sidebar cell, then the main cell', () => {
    const { lines } = readDocx(fixture('sidebar-en.docx'));
    const at = (text: string) => lines.findIndex((l) => l.text === text);
    const summary = at('Cloud architect designing secure and cost-aware platforms for regulated industries.');
    expect(at('German: fluent')).toBeGreaterThan(at('Olivia Bennett'));
    expect(at('German: fluent')).toBeLessThan(summary);
    expect(at('Cloud Architect – Severn Energy')).toBeGreaterThan(summary);
  });

  it('lists the pictures of a document made of screenshots (no text)', () => {
    const doc = readDocx(fixture('screenshots-fr.docx'));
    expect(doc.lines).toEqual([]);
    expect(doc.images()).toHaveLength(1);
  });

  it('refuses a zip bomb: a part inflating past the limit', () => {
    const bomb = zipOf({
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      'word/document.xml': Buffer.alloc(40 << 20, 0x20),
    });
    expect(bomb.length).toBeLessThan(100_000);
    expect(failure(() => readDocx(bomb))).toBe('UNREADABLE');
  });

  it('refuses a package of too many entries', () => {
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i < 2100; i++) entries[`word/media/x${i}.png`] = new Uint8Array(1);
    expect(failure(() => readDocx(docxOf(`<w:document xmlns:w="${W}"/>`, entries)))).toBe('UNREADABLE');
  });

  it('refuses XML nested 10 000 levels deep, and broken XML', () => {
    const deep = `<w:document xmlns:w="${W}"><w:body>${'<w:sdt>'.repeat(10_000)}${'</w:sdt>'.repeat(10_000)}</w:body></w:document>`;
    expect(failure(() => readDocx(docxOf(deep)))).toBe('UNREADABLE');
    expect(failure(() => readDocx(docxOf(`<w:document xmlns:w="${W}"><w:body><w:p>`)))).toBe('UNREADABLE');
  });

  it('reads the parts the relationships point to: a header once (first-page and default alike), then the body', () => {
    const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const para = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const part = (tag: string, body: string) => strToU8(`<w:${tag} xmlns:w="${W}">${body}</w:${tag}>`);
    const rels =
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${REL}/header" Target="header1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL}/header" Target="/word/header2.xml"/>` +
      `<Relationship Id="rId3" Type="${REL}/footer" Target="footer1.xml"/>` +
      `<Relationship Id="rId4" Type="${REL}/hyperlink" Target="https://example.org" TargetMode="External"/>` +
      '</Relationships>';
    const body =
      `<w:document xmlns:w="${W}"><w:body>${para('Profil')}` +
      '<w:p><w:r><w:lastRenderedPageBreak/><w:t>Expérience</w:t></w:r></w:p></w:body></w:document>';
    const { lines, pages } = readDocx(
      docxOf(body, {
        'word/_rels/document.xml.rels': strToU8(rels),
        'word/header1.xml': part('hdr', para('Julie Martin – Développeuse Java')),
        'word/header2.xml': part('hdr', para('Julie Martin – Développeuse Java')),
        'word/footer1.xml': part('ftr', para('julie@example.org')),
      }),
    );
    expect(lines.map((l) => [l.text, l.page])).toEqual([
      ['Julie Martin – Développeuse Java', 1],
      ['Profil', 1],
      ['Expérience', 2],
      ['julie@example.org', 2],
    ]);
    expect(pages).toBe(2);
  });

  it('ignores deleted text and field codes, keeps a paragraph read from minimal XML', () => {
    const xml =
      `<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:instrText> HYPERLINK "x" </w:instrText></w:r>` +
      '<w:del><w:r><w:delText>retiré</w:delText></w:r></w:del><w:r><w:t xml:space="preserve">Chef de </w:t></w:r>' +
      '<w:r><w:rPr><w:b/></w:rPr><w:t>projet</w:t></w:r></w:p></w:body></w:document>';
    expect(readDocx(docxOf(xml)).lines).toEqual([
      { text: 'Chef de projet', page: 1, block: 0, size: null, bold: false, style: null, bullet: false },
    ]);
  });
});
