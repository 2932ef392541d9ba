/**
 * Spoken languages: names in French, English or the language itself (Deutsch, Español…) → LANGUAGE_LIST codes;
 * the words after a name (up to the next name) give its level (LANGUAGE_LEVELS): 1 notions/basic/A1–A2/scolaire,
 * 2 intermédiaire/intermediate/B1/conversational, 3 courant/fluent/B2–C1/professional, 4 bilingue/bilingual/C2,
 * 5 maternelle/native/mother tongue. Test scores give a level too (TOEIC 785+ or TOEFL iBT 87+ or IELTS 6.5+:
 * fluent). A Europass self-assessment grid (the name, then its CEFR cells "B2 C1 B2 B2 B2") gives the median of its
 * cells; a heading naming a level ("Langue(s) maternelle(s)": 5) gives it to the languages under it that have none.
 * A language without a level is proposed as intermediate (2), with a warning.
 */
import { LANGUAGE_LIST, type LanguageCode } from '@my-skills/shared/languages';
import type { CvLanguage } from '@my-skills/shared/schemas/cv-import';
import { fold, foldKeepLength, limit } from './text';
import type { Warn } from './warnings';

/** Default level of a language the CV names without one: intermediate (neither a claim nor a slight). */
export const DEFAULT_LANGUAGE_LEVEL = 2;

const NATIVE_NAMES: Partial<Record<LanguageCode, readonly string[]>> = {
  fr: ['francais', 'francaise', 'french'],
  en: ['anglais', 'english', 'anglaise'],
  de: ['deutsch', 'allemand'],
  es: ['espanol', 'castellano', 'espagnol', 'castillan'],
  it: ['italiano'],
  pt: ['portugues', 'portuguese'],
  nl: ['nederlands', 'flamand', 'flemish'],
  ar: ['arabe', 'arabic', 'arabe litteraire'],
  zh: ['mandarin', 'chinois mandarin', 'cantonais', 'cantonese'],
  ru: ['russkiy'],
  pl: ['polski'],
  ro: ['romana'],
  tr: ['turkce'],
  sv: ['svenska'],
  da: ['dansk'],
  no: ['norsk'],
  fi: ['suomi'],
  cs: ['cestina'],
  hu: ['magyar'],
  ca: ['catala'],
  eu: ['euskara'],
  br: ['brezhoneg'],
  ja: ['nihongo'],
};

/** Every name, longest first, as a whole-word pattern (compiled once). */
const NAMES: readonly (readonly [RegExp, LanguageCode])[] = LANGUAGE_LIST.flatMap((l) =>
  [l.fr, l.en, ...(NATIVE_NAMES[l.code] ?? [])].map((n) => [fold(n), l.code] as const),
)
  .sort((a, b) => b[0].length - a[0].length)
  .map(([name, code]) => [
    new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'gu'),
    code,
  ]);

const LEVELS: readonly (readonly [RegExp, number])[] = [
  [/\b(langue maternelle|maternelle|natif|native|mother tongue|first language|langue natale)\b/, 5],
  [/\b(bilingue|bilingual|c2)\b/, 4],
  [
    /\b(courant|couramment|fluent|fluency|c1|b2|professionnel|professional|avance|advanced|tres bon|full professional|operationnel)\b/,
    3,
  ],
  [
    /\b(intermediaire|intermediate|b1|conversation(nel)?|conversational|bon niveau|good|working|correct|moyen|lu,? ecrit)\b/,
    2,
  ],
  [/\b(notions?|basic|basique|debutant|beginner|scolaire|a1|a2|elementaire|elementary|school|limited|bases)\b/, 1],
];

/** The level test scores give: TOEIC, TOEFL (iBT), IELTS — at most fluent (a test does not say bilingual). */
export function levelFromTest(text: string): number | null {
  const f = fold(text);
  const toeic = /toeic[^\d]{0,20}(\d{3})/.exec(f);
  if (toeic) {
    const n = Number(toeic[1]);
    return n >= 785 ? 3 : n >= 550 ? 2 : 1;
  }
  const toefl = /toefl[^\d]{0,20}(\d{2,3})/.exec(f);
  if (toefl) {
    const n = Number(toefl[1]);
    return n >= 87 ? 3 : n >= 57 ? 2 : 1;
  }
  const ielts = /ielts[^\d]{0,20}(\d(?:[.,]\d)?)/.exec(f);
  if (ielts) {
    const n = Number(ielts[1]!.replace(',', '.'));
    return n >= 6.5 ? 3 : n >= 5 ? 2 : 1;
  }
  return null;
}

export function levelFromWords(text: string): number | null {
  const f = fold(text);
  for (const [re, level] of LEVELS) if (re.test(f)) return level;
  return levelFromTest(text);
}

interface Found {
  code: LanguageCode;
  start: number;
  end: number;
}

/** The languages a line names, in order, each with the text that follows it (the first also with what precedes it). */
export function findLanguages(text: string): { code: LanguageCode; tail: string; lead: string }[] {
  const f = foldKeepLength(text);
  const found: Found[] = [];
  for (const [re, code] of NAMES) {
    re.lastIndex = 0;
    for (let m = re.exec(f); m; m = re.exec(f)) {
      const overlaps = found.some((x) => m!.index < x.end && m!.index + m![0].length > x.start);
      if (!overlaps) found.push({ code, start: m.index, end: m.index + m[0].length });
    }
  }
  found.sort((a, b) => a.start - b.start);
  return found.map((x, i) => ({
    code: x.code,
    tail: text.slice(x.end, found[i + 1]?.start ?? text.length),
    lead: i === 0 ? text.slice(0, x.start) : '',
  }));
}

/** A line of a languages section, with the level its heading gives ("Langue(s) maternelle(s)": 5), if any. */
export interface LanguageLine {
  text: string;
  level: number | null;
}

/** CEFR levels alone on a line ("B2", "B2 C1 B2 B2 B2": a Europass grid row), or null. */
function cefrLevels(text: string): number[] | null {
  const codes = text.trim().split(/[\s|,;/]+/);
  if (codes.length === 0 || !codes.every((c) => /^[ABC][12]$/i.test(c))) return null;
  return codes.map((c) => levelFromWords(c)!);
}

/**
 * The level of a language's self-assessment grid (Europass: listening, reading, spoken interaction, spoken
 * production, writing): the lines of CEFR levels after its name, their median (neither the best nor the worst skill).
 */
function gridLevel(lines: readonly LanguageLine[], from: number): { level: number; count: number } | null {
  const levels: number[] = [];
  let count = 0;
  for (let j = from; j < lines.length; j++) {
    const cefr = cefrLevels(lines[j]!.text);
    if (!cefr) break;
    levels.push(...cefr);
    count++;
  }
  if (levels.length === 0) return null;
  const sorted = [...levels].sort((a, b) => a - b);
  return { level: sorted[Math.floor((sorted.length - 1) / 2)]!, count };
}

/** Reads the languages of lines (each language once, its highest level). */
export function readLanguages(
  lines: readonly (LanguageLine | string)[],
  warn: Warn,
  levelName: (id: number) => string,
): CvLanguage[] {
  const out = new Map<LanguageCode, CvLanguage>();
  const all = lines.map((l) => (typeof l === 'string' ? { text: l, level: null } : l));
  const texts = all.map((l) => l.text);
  for (let i = 0; i < texts.length; i++) {
    const line = texts[i]!;
    const found = findLanguages(line);
    if (found.length === 0) continue;
    // "Native: French" / "Courant : anglais, espagnol": a level before the first language is the line's
    const lineLevel = levelFromWords(found[0]!.lead);
    for (const { code, tail } of found) {
      // "Anglais" / "Courant" on two lines: the next line is its level when it names no language
      let level = levelFromWords(tail) ?? lineLevel;
      let source = line;
      const next = texts[i + 1];
      const grid = level === null && found.length === 1 ? gridLevel(all, i + 1) : null;
      if (grid) {
        level = grid.level;
        source = texts.slice(i, i + 1 + grid.count).join('\n');
        i += grid.count;
      } else if (level === null && found.length === 1 && next && findLanguages(next).length === 0) {
        level = levelFromWords(next);
        if (level !== null) {
          source = `${line}\n${next}`;
          i++;
        }
      }
      level ??= all[i]!.level;
      const known = out.get(code);
      if (level === null) {
        if (known) continue;
        warn('languageWithoutLevel', line, { level: levelName(DEFAULT_LANGUAGE_LEVEL) });
      }
      const idLevel = level ?? DEFAULT_LANGUAGE_LEVEL;
      if (known) {
        if (idLevel > known.idLevel) known.idLevel = idLevel;
        continue;
      }
      out.set(code, { languageCode: code, idLevel, source: limit(source, 4000), keep: true });
    }
  }
  return [...out.values()];
}
