/**
 * Periods of a CV in French and English: 'janv. 2019 – aujourd'hui', '03/2018 - 12/2020', '2018-03 → 2020-12',
 * 'depuis mars 2021', 'From May 2017 to July 2019', 'de 2012 à 2015', '2016 to present', '2012'…
 *
 * Dates are the first of their month ('YYYY-MM-01': the skills file stores days). A year alone starts on its
 * January ('YYYY-01-01') and ends on its December ('YYYY-12-01'), so "2012 – 2015" covers the four years and a
 * single year covers itself. "Present" (aujourd'hui, à ce jour, en cours, now…) and "depuis/since" give endDate null
 * and current true. Durations written beside ("(2 ans 2 mois)", "· 3 yrs") are left out.
 */
import { foldKeepLength } from './text';

const MONTHS: readonly (readonly string[])[] = [
  ['janvier', 'janv', 'jan', 'january'],
  ['fevrier', 'fevr', 'fev', 'feb', 'february', 'fevrie'],
  ['mars', 'mar', 'march'],
  ['avril', 'avr', 'apr', 'april'],
  ['mai', 'may'],
  ['juin', 'jun', 'june'],
  ['juillet', 'juil', 'jul', 'july'],
  ['aout', 'aou', 'aug', 'august'],
  ['septembre', 'sept', 'sep', 'september'],
  ['octobre', 'oct', 'october'],
  ['novembre', 'nov', 'november'],
  ['decembre', 'dec', 'december'],
];
const MONTH_OF = new Map(MONTHS.flatMap((names, i) => names.map((n) => [n, i + 1] as const)));
const MONTH_WORD = [...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|');

const YEAR = '(?:19[5-9]\\d|20\\d\\d)';
const NOT_WORD_BEFORE = '(?<![\\p{L}\\d/.-])';
/** Not followed by a letter, a digit or a month/day glued on ('2018-03', '03/2018'); '2015-2019' is a range. */
const NOT_WORD_AFTER = '(?![\\p{L}\\d]|[/.]\\d|-\\d{1,2}(?!\\d))';
/** One date: 'mars 2021', 'Sept. 2014', '03/2018', '3.2018', '15/03/2018', '2018-03', '2018/03', '2012'. */
const DATE =
  `(?:(?:\\d{1,2}[/.-])?(?:0?[1-9]|1[0-2])[/.-]${YEAR}` +
  `|${YEAR}[/.-](?:0[1-9]|1[0-2])(?![/.-]?\\d)` +
  `|(?:\\d{1,2}(?:er)?\\s+)?(?:${MONTH_WORD})\\.?,?\\s*(?:${YEAR}|'\\d\\d)` +
  `|${YEAR})`;
const PRESENT =
  "(?:aujourd'hui|a ce jour|ce jour|a present|present|now|current(?:ly)?|en cours|actuel(?:lement)?|maintenant|today|date|ongoing|auj\\.?)";
const TO = "(?:\\s*(?:-+|–|—|→|->|>|~)\\s*|\\s+(?:a|au|to|till|until|jusqu'(?:a|en|au)|-)\\s+)";
const FROM = '(?:de|du|from|des|depuis|since|entre|between)\\s+';
const PERIOD = new RegExp(
  `${NOT_WORD_BEFORE}(${FROM})?(${DATE})${NOT_WORD_AFTER}(?:${TO}(?:(${DATE})${NOT_WORD_AFTER}|(${PRESENT})(?![\\p{L}])))?`,
  'giu',
);
const DURATION =
  /\(?\s*(\d+\s*(ans?|années?|years?|yrs?|mois|months?|mos?)\.?(\s*(et|and|,)?\s*\d+\s*(mois|months?|mos?)\.?)?)\s*\)?/giu;

export interface Period {
  startDate: string | null;
  endDate: string | null;
  current: boolean;
  /** The period's text as written. */
  text: string;
  /** The line without the period (and its duration), separators trimmed. */
  rest: string;
  /** Two dates, or a start with "since"/"present": a real period rather than a lone year. */
  range: boolean;
}

const MONTH_DATE = new RegExp(`^(?:\\d{1,2}(?:er)?\\s+)?(${MONTH_WORD})\\.?,?\\s*(\\d{4}|'\\d\\d)$`, 'u');
const DATE_LIKE = new RegExp(`(?<!\\d)${YEAR}(?!\\d)|\\b(${MONTH_WORD})\\.?\\s+\\d`, 'u');

interface DatePart {
  year: number;
  month: number | null;
}

function parseDate(text: string): DatePart | null {
  const t = text.trim().replace(/\s+/g, ' ');
  let m = /^(?:(\d{1,2})[/.-])?(\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m) return { year: Number(m[3]), month: Number(m[2]) };
  m = /^(\d{4})[/.-](\d{1,2})$/.exec(t);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  m = MONTH_DATE.exec(t);
  if (m) {
    const y = m[2]!.startsWith("'") ? 2000 + Number(m[2]!.slice(1)) : Number(m[2]);
    return { year: y, month: MONTH_OF.get(m[1]!) ?? null };
  }
  m = /^(\d{4})$/.exec(t);
  return m ? { year: Number(m[1]), month: null } : null;
}

const iso = (d: DatePart, end: boolean) => `${d.year}-${String(d.month ?? (end ? 12 : 1)).padStart(2, '0')}-01`;

/** Trims the separators left around a removed period ("Développeur Java — " → "Développeur Java"). */
export const trimSeparators = (text: string) =>
  text
    .replace(/\(\s*\)/g, '')
    .replace(/^[\s\-–—|·•,:;/()[\]]+|[\s\-–—|·•,:;/([]+$/g, '')
    .replace(/\s+([-–—|·•,])\s+([-–—|·•,])\s+/g, ' $1 ')
    .trim();

/**
 * The first period of a line, or null. `today` bounds the years (a year after next is not a date of a career) and
 * gives nothing else: "present" is endDate null.
 */
export function findPeriod(line: string, today: Date): Period | null {
  const folded = foldKeepLength(line);
  PERIOD.lastIndex = 0;
  for (let m = PERIOD.exec(folded); m; m = PERIOD.exec(folded)) {
    const start = parseDate(m[2]!);
    const end = m[3] ? parseDate(m[3]) : null;
    if (!start || start.month === 0 || (start.month ?? 1) > 12) continue;
    const maxYear = today.getUTCFullYear() + 1;
    if (start.year > maxYear || (end && end.year > maxYear)) continue;
    const since = m[1] ? /^(depuis|since|des)/u.test(m[1]) : false;
    const current = Boolean(m[4]) || (since && !end);
    const from = m.index;
    let to = from + m[0].length;
    const after = /^\s*[(,·-]?\s*\d+\s*(ans?|années?|years?|yrs?|mois|months?|mos?)\b[^)]*\)?/iu.exec(folded.slice(to));
    if (after) to += after[0].length;
    const rest = trimSeparators(`${line.slice(0, from)} ${line.slice(to)}`.replace(/\s+/g, ' '));
    let endDate = end ? iso(end, true) : current ? null : iso(start, true);
    const startDate = iso(start, false);
    if (endDate && endDate < startDate) endDate = null;
    return {
      startDate,
      endDate,
      current,
      text: line.slice(from, from + m[0].length).trim(),
      rest,
      range: Boolean(end) || current,
    };
  }
  return null;
}

/** Something that looks like a date (a year or a month name with a number) — to warn when no period was read. */
export const looksLikeDate = (line: string) => DATE_LIKE.test(foldKeepLength(line));

/** Removes a written duration ("(2 ans 2 mois)", "3 years") from a text. */
export const withoutDuration = (text: string) => text.replace(DURATION, ' ').replace(/\s+/g, ' ').trim();
