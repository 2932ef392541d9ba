/**
 * Folding and tokens of the recognition of needs (staffing-need.ts, points 1 and 2 of its comment): text and names are
 * folded the same way and cut into the same whole tokens, so that they compare token by token.
 */
import { ELISIONS, STOP_WORDS } from './staffing-need-words';

const SPECIAL_FOLDS: Readonly<Record<string, string>> = {
  '’': "'",
  '‘': "'",
  ʼ: "'",
  '`': "'",
  œ: 'oe',
  Œ: 'oe',
  æ: 'ae',
  Æ: 'ae',
  ß: 'ss',
  '\u00a0': ' ',
  '\u202f': ' ',
  '–': '-',
  '—': '-',
  '‐': '-',
  '‑': '-',
};

export interface Folded {
  text: string;
  /** For each folded character, the index of the original character it comes from. */
  origin: number[];
}

const MARKS = /\p{M}+/gu;

export function fold(text: string): Folded {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    // Plain ASCII (most of a text) needs no Unicode normalisation.
    const out =
      SPECIAL_FOLDS[char] ??
      (code < 128
        ? code >= 65 && code <= 90
          ? String.fromCharCode(code + 32)
          : char
        : char.normalize('NFD').replace(MARKS, '').toLowerCase());
    for (let k = 0; k < out.length; k += 1) origin.push(index);
    folded += out;
    index += char.length;
  }
  return { text: folded, origin };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const isWord = (c: string | undefined) => c !== undefined && WORD_CHAR.test(c);
const LETTER = /\p{L}/u;

/** Token spans of a folded text (see the file's comment, point 2). */
function spans(s: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  let i = 0;
  while (i < s.length) {
    const dotted = s[i] === '.' && !isWord(s[i - 1]) && LETTER.test(s[i + 1] ?? '');
    if (!isWord(s[i]) && !dotted) {
      i += 1;
      continue;
    }
    const start = i;
    if (dotted) i += 1;
    for (;;) {
      while (isWord(s[i])) i += 1;
      if ((s[i] === '.' || s[i] === '&' || s[i] === '_') && isWord(s[i + 1])) {
        i += 1;
        continue;
      }
      break;
    }
    if (s[i] === '#' && !isWord(s[i + 1])) i += 1;
    else if (s[i] === '+') {
      let j = i;
      while (s[j] === '+') j += 1;
      if (!isWord(s[j])) i = j;
    }
    found.push({ start, end: i });
  }
  return found;
}

export interface Token {
  key: string;
  /** Folded start and end. */
  start: number;
  end: number;
  /** The characters between the previous token and this one. */
  before: string;
  sentence: number;
  /** Written with a capital first letter. */
  capital: boolean;
  /** A small word or an elided one: skipped inside names, never a skill. */
  stop: boolean;
}

const SENTENCE_BREAK = /[\n\r.!?;•·|]/;

export function tokenize(text: string): { tokens: Token[]; folded: Folded } {
  const folded = fold(text);
  const s = folded.text;
  const found = spans(s);
  const tokens: Token[] = [];
  let sentence = 0;
  found.forEach(({ start, end }, i) => {
    const before = s.slice(i === 0 ? 0 : found[i - 1]!.end, start);
    const after = s.slice(end, found[i + 1]?.start ?? s.length);
    if (i > 0 && SENTENCE_BREAK.test(before)) sentence += 1;
    const key = s.slice(start, end);
    const elided =
      (after.startsWith("'") && (key.length === 1 || ELISIONS.has(key))) || (key.length === 1 && before.endsWith("'"));
    const first = text.slice(folded.origin[start], (folded.origin[start] ?? 0) + 1);
    tokens.push({
      key,
      start,
      end,
      before,
      sentence,
      capital: first !== first.toLowerCase(),
      stop: elided || STOP_WORDS.has(key),
    });
  });
  return { tokens, folded };
}

/** The meaningful tokens of a name or phrase (small words left out). */
export const nameTokens = (name: string) =>
  tokenize(name)
    .tokens.filter((t) => !t.stop)
    .map((t) => t.key);

const PLURAL_BASE = /^\p{L}{3,}$/u;
/** Same word, or the same word in the singular and the plural (an `s` more, on a word of at least 3 letters). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.length === short.length + 1 && long.endsWith('s') && long.startsWith(short) && PLURAL_BASE.test(short);
}
export const wordForms = (key: string) => {
  const result = [key];
  if (PLURAL_BASE.test(key)) result.push(`${key}s`);
  if (key.endsWith('s') && PLURAL_BASE.test(key.slice(0, -1))) result.push(key.slice(0, -1));
  return result;
};
