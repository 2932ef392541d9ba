/**
 * The text clean-up every reader shares: ligatures expanded and NFKC, spaces collapsed, a leading bullet character
 * turned into `bullet: true`, and end-of-line hyphenation undone ('dévelop-' + 'pement' → 'développement').
 */

/** A reading failure inside the worker: its key is one of the AppErrors of types.ts. */
export class CvReadFailure extends Error {
  constructor(
    readonly reason: 'UNREADABLE' | 'TOO_MANY_PAGES' | 'NO_TEXT' | 'FORMAT',
    detail = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
  }
}

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

/** Ligatures expanded, NFKC, invisible characters dropped, spaces collapsed, trimmed. */
export function cleanText(text: string): string {
  return text
    .replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFKC')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[\s\u00A0]+/g, ' ')
    .trim();
}

/** Bullet characters a line may start with (followed by a space, or by nothing but the bullet glyph itself). */
const BULLET = /^(?:[•▪▫●○◦■□►▸▹➢➤✓✔❖◆◇·*]|[-–—](?=\s))\s*/u;

/** `{ text, bullet }`: the line without its leading bullet character. */
export function stripBullet(text: string): { text: string; bullet: boolean } {
  const match = BULLET.exec(text);
  if (!match || match[0].length === text.length) return { text, bullet: false };
  return { text: text.slice(match[0].length), bullet: true };
}

/** Compound words kept hyphenated when a line break falls on their hyphen. */
const KNOWN_COMPOUNDS = new Set([
  'full-stack',
  'front-end',
  'back-end',
  'front-office',
  'back-office',
  'e-commerce',
  'e-mail',
  'open-source',
  'end-to-end',
  'peer-to-peer',
  'self-service',
  'sous-traitance',
  'sous-traitant',
  'avant-vente',
  'après-vente',
  'savoir-faire',
  'savoir-être',
  'mise-en-œuvre',
  'micro-services',
  'auto-entrepreneur',
  'chef-de-projet',
  'start-up',
  'real-time',
  'on-premise',
  'on-call',
  'long-term',
  'cross-functional',
  'go-live',
]);

const WORD_END = /(\p{L}+)-$/u;
/** A token of an address, e-mail or handle rather than of prose. */
const TECHNICAL = /[/@_\d]|\p{L}\.\p{L}/u;
/** The first word of a line, the punctuation stuck to it ('ments.'), and the rest. */
const WORD_START = /^(\p{L}[\p{L}'’]*)(\S*)(.*)$/u;

/**
 * Undoes end-of-line hyphenation inside one block: when a line ends with 'letters-' and the next line starts with
 * a word, the word is rebuilt on the first line ('dévelop-' / 'pement de…' → 'développement' / 'de…'). A real
 * hyphen stays ('Jean-' / 'Pierre Martin' → 'Jean-Pierre' / 'Martin'): the next word starts with a capital, the
 * hyphenated form is a known compound ('full-stack') or appears elsewhere in the document while the joined form does
 * not. A line whose dash is detached ('Oct 2019 -') or followed by a digit is left alone. An address, e-mail or
 * handle cut on its hyphen is glued back with its hyphen ('linkedin.com/in/olivia-' / 'bennett-3a1b2c'): the
 * cut token holds '/', '@', '_', a digit or a dot between letters, or the next token holds a hyphen, a digit, '/',
 * '@' or '_' — words do not.
 */
export function undoHyphenation(lines: string[], vocabulary: ReadonlySet<string>): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length - 1; i++) {
    const end = WORD_END.exec(out[i] ?? '');
    const start = WORD_START.exec(out[i + 1] ?? '');
    if (!end || !start) continue;
    const prefix = end[1] ?? '';
    const suffix = start[1] ?? '';
    const stuck = start[2] ?? '';
    const rest = (start[3] ?? '').trim();
    const cutToken = /\S*$/u.exec(out[i] ?? '')?.[0] ?? '';
    const hyphenated = `${prefix}-${suffix}`.toLowerCase();
    const joined = `${prefix}${suffix}`.toLowerCase();
    const keepHyphen =
      TECHNICAL.test(cutToken.slice(0, -1)) ||
      /[-\d/@_]/u.test(stuck) ||
      /^\p{Lu}/u.test(suffix) ||
      KNOWN_COMPOUNDS.has(hyphenated) ||
      [...KNOWN_COMPOUNDS].some((c) => c.startsWith(`${hyphenated}-`)) ||
      (vocabulary.has(hyphenated) && !vocabulary.has(joined));
    const head = (out[i] ?? '').slice(0, keepHyphen ? undefined : -1);
    out[i] = `${head}${suffix}${stuck}`;
    out[i + 1] = rest;
  }
  return out;
}

/** The lower-case words (hyphenated ones included) of a text, for `undoHyphenation`. */
export function vocabularyOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []) words.add(word);
  }
  return words;
}
