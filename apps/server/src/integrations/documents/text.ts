/**
 * Text hygiene for documents: user text may hold characters an XML part (docx) refuses
 * or a standard PDF font cannot show.
 */

const isXmlChar = (code: number) =>
  code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);

/** Removes what XML 1.0 forbids (control characters other than tab and line breaks, lone surrogates, U+FFFE/U+FFFF). */
export function xmlSafe(text: string): string {
  let out = '';
  // Iterating by code point: a lone surrogate comes out alone (0xD800–0xDFFF) and is dropped.
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (isXmlChar(code) && !(code >= 0xd800 && code <= 0xdfff)) out += ch;
  }
  return out.replace(/\r\n?/g, '\n');
}

/** The characters of Windows-1252 (WinAnsiEncoding) beyond Latin-1, which the PDF standard fonts can show. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Readable stand-ins for common characters outside WinAnsi. */
const REPLACEMENTS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\u2015': '—',
  '\u2032': '’',
  '\u2033': '”',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2194': '<->',
  '\u21d2': '=>',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2212': '-',
  '\u2022': '•',
  '\u25cf': '•',
  '\u25aa': '•',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u2605': '*',
  '\u2606': '*',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\u200b': '',
  '\u200d': '',
  '\ufeff': '',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
};

const isWinAnsi = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    ch === '\n' ||
    ch === '\t' ||
    WIN_ANSI_EXTRAS.has(ch)
  );
};

/**
 * Maps text onto what Helvetica (WinAnsiEncoding) can show: French accents, œ, ’, € and the usual
 * punctuation pass through; other characters become a close equivalent (a letter without its accent,
 * '->' for an arrow) or '?'.
 */
export function winAnsiSafe(text: string): string {
  let out = '';
  for (const ch of xmlSafe(text).normalize('NFC')) {
    if (isWinAnsi(ch)) {
      out += ch;
      continue;
    }
    const replacement = REPLACEMENTS[ch];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    const stripped = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += stripped && [...stripped].every(isWinAnsi) ? stripped : '?';
  }
  return out;
}

/** 'Martin_Alice' for a file name: accents dropped, other characters as '-', 'file' when nothing is left. */
export function personFileName(person: { firstName: string; lastName: string }): string {
  const part = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return [part(person.lastName), part(person.firstName)].filter(Boolean).join('_') || 'file';
}
