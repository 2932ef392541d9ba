/**
 * Recognition of a client's need (issue 19 §3): the skills a job description names, recognised against the catalogue,
 * each with the minimum level the words around it ask for. Pure: the server runs it on the active catalogue, the
 * tests on fixed lists.
 *
 * 1. Text and names are folded the same way: NFD, accents removed, lower case, typographic apostrophes and dashes
 *    made plain.
 * 2. Whole tokens only. A token is a run of letters and digits, joined through `.`, `&` and `_` when a letter or digit
 *    follows ("node.js", "asp.net", "2.0", "r&d": the R of R&D is no R), with a leading `.` (".net") and a trailing `#`
 *    or `+`s ("c#", "c++"). Hyphens, slashes and the rest separate tokens, so "PL/SQL", "T-SQL" and "CI/CD" are token
 *    sequences.
 * 3. A skill is recognised by its label, French and English names (also without a bracketed part: "Amazon Web Services
 *    (AWS)" is also "Amazon Web Services"), its aliases, and its Boond id when written after "Boond" / "idBoond"
 *    ("Boond: 60033, 60032"). Multi-word names may have small words between or not ("gestion des projets" is "Gestion
 *    de projet"), a word may be singular or plural ("railway" / "Railways"), and the longest name wins at each place
 *    ("Spring Boot" over "Spring", "Azure DevOps" over "Azure").
 * 4. One-word names that are one or two letters ("C", "R", "Go", "JS") or everyday words of French or English
 *    (`COMMON_WORDS`: "Chef", "Spring", "Vite", "Express"…) count only when written with their capital, not glued to a
 *    word by a hyphen ("Go-live"), and not followed by "de"/"du"/"des" ("Chef de projet"). Elided French words ("c'est",
 *    "l'ETL") are never skills, and level words are never skills ("notions" is not the tool Notion).
 * 5. Levels (1–4, default 2) come from words of the same sentence or line (`LEVEL_WORDS`, French and English, and
 *    "5 ans" / "3+ years": under 2 years 1, under 3 years 2, under 5 years 3, else 4). A level word right after a skill
 *    (at most two words between, no comma, no other skill: "Java senior", "Python (advanced)", "Kubernetes est un plus")
 *    is that skill's. Otherwise a skill takes the nearest level word before it in its sentence (at most 12 words back:
 *    "expert Java, Spring et Hibernate", "notions de Docker") unless that word already belongs to the skill it follows
 *    ("Java senior, Python": Python keeps the default).
 * 6. A skill appears once, with its highest level; `evidence` is the text that named it there.
 */

import { BOOND_WORDS, COMMON_WORDS, LEVEL_WORDS, NOUN_PHRASE_FOLLOWERS, YEAR_WORDS } from './staffing-need-words';
import { nameTokens, sameWord, tokenize, wordForms, type Token } from './staffing-need-tokens';

export interface NeedCatalogueSkill {
  id: number;
  label: string;
  nameFr: string;
  nameEn: string;
  idBoond: number | null;
  aliases: readonly string[];
}

export interface NeedSkillMatch {
  idSkill: number;
  /** 1–4. */
  minLevel: number;
  /** The words of the text that named the skill. */
  evidence: string;
}

export interface NeedRecognition {
  rows: NeedSkillMatch[];
}

export const NEED_DEFAULT_LEVEL = 2;
/** How far back (in words) a level word before a skill still applies to it. */
const PRE_CUE_WINDOW = 12;
/** How many words may sit between a skill and the level word after it. */
const POST_CUE_GAP = 2;

// ── the catalogue's names ──────────────────────────────────────────────────────────────────────────────────────────

interface Candidate {
  idSkill: number;
  tokens: string[];
  alias: boolean;
  /** A one-word name that is also a short or everyday word (point 4). */
  ambiguous: boolean;
}

const SHORT_WORD = /^\p{L}{1,2}$/u;

/** The name and, when it has a bracketed part, the name without it. */
const nameVariants = (name: string) => {
  const bare = name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  return bare && bare !== name ? [name, bare] : [name];
};

function candidateIndex(catalogue: readonly NeedCatalogueSkill[], cueWords: ReadonlySet<string>) {
  const byFirst = new Map<string, Candidate[]>();
  for (const skill of catalogue) {
    const names = new Set([skill.label, skill.nameFr, skill.nameEn].flatMap(nameVariants));
    const written = [
      ...[...names].map((n) => ({ n, alias: false })),
      ...skill.aliases.map((n) => ({ n, alias: true })),
    ];
    const seen = new Set<string>();
    for (const { n, alias } of written) {
      const tokens = nameTokens(n);
      const id = tokens.join(' ');
      if (tokens.length === 0 || seen.has(id)) continue;
      // A one-word name that is a level word ("Notion") would take every "notions": it is left to its other names.
      if (tokens.length === 1 && cueWords.has(tokens[0]!)) continue;
      seen.add(id);
      const ambiguous = tokens.length === 1 && (SHORT_WORD.test(tokens[0]!) || COMMON_WORDS.has(tokens[0]!));
      const list = byFirst.get(tokens[0]!) ?? [];
      list.push({ idSkill: skill.id, tokens, alias, ambiguous });
      byFirst.set(tokens[0]!, list);
    }
  }
  return (key: string) => wordForms(key).flatMap((form) => byFirst.get(form) ?? []);
}

// ── level words ────────────────────────────────────────────────────────────────────────────────────────────────────

interface CuePhrase {
  tokens: string[];
  level: number;
}

const CUE_PHRASES: CuePhrase[] = Object.entries(LEVEL_WORDS)
  .flatMap(([level, words]) =>
    words.map((w) => ({ tokens: tokenize(w).tokens.map((t) => t.key), level: Number(level) })),
  )
  .sort((a, b) => b.tokens.length - a.tokens.length);
const CUE_WORDS: ReadonlySet<string> = new Set(
  CUE_PHRASES.filter((p) => p.tokens.length === 1).map((p) => p.tokens[0]!),
);

const yearsLevel = (years: number) => (years < 2 ? 1 : years < 3 ? 2 : years < 5 ? 3 : 4);

interface Cue {
  start: number;
  end: number;
  level: number;
  /** Taken by the skill it follows (point 5). */
  claimed: boolean;
}

interface Match {
  idSkill: number;
  start: number;
  end: number;
  level?: number;
}

// ── recognition ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The end (exclusive) of `candidate` read from token `i`, or -1. */
function matchAt(tokens: Token[], i: number, candidate: Candidate): number {
  const sentence = tokens[i]!.sentence;
  let j = i + 1;
  for (const word of candidate.tokens.slice(1)) {
    let skipped = 0;
    while (tokens[j]?.sentence === sentence && tokens[j]!.stop && !sameWord(tokens[j]!.key, word) && skipped < 2) {
      j += 1;
      skipped += 1;
    }
    const token = tokens[j];
    if (!token || token.sentence !== sentence || !sameWord(token.key, word)) return -1;
    j += 1;
  }
  return j;
}

/** Point 4: a short or everyday word is a skill only when it looks like a name there. */
function plausibleName(tokens: Token[], i: number): boolean {
  const token = tokens[i]!;
  const next = tokens[i + 1]?.sentence === token.sentence ? tokens[i + 1] : undefined;
  if (!token.capital) return false;
  if (token.before === '-' || next?.before === '-') return false;
  return !(next && NOUN_PHRASE_FOLLOWERS.has(next.key));
}

/** The longer name, then the longer text, then a name before an alias, then the older skill. */
const outranks = (a: { candidate: Candidate; end: number }, b: { candidate: Candidate; end: number }) =>
  (a.candidate.tokens.length - b.candidate.tokens.length ||
    a.end - b.end ||
    Number(b.candidate.alias) - Number(a.candidate.alias) ||
    b.candidate.idSkill - a.candidate.idSkill) > 0;

function findSkills(tokens: Token[], catalogue: readonly NeedCatalogueSkill[]): Match[] {
  const candidates = candidateIndex(catalogue, CUE_WORDS);
  const matches: Match[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    let best: { candidate: Candidate; end: number } | null = null;
    if (!token.stop) {
      for (const candidate of candidates(token.key)) {
        if (!sameWord(token.key, candidate.tokens[0]!)) continue;
        const end = matchAt(tokens, i, candidate);
        if (end < 0 || (candidate.ambiguous && !plausibleName(tokens, i))) continue;
        if (!best || outranks({ candidate, end }, best)) best = { candidate, end };
      }
    }
    if (best) {
      matches.push({ idSkill: best.candidate.idSkill, start: i, end: best.end });
      i = best.end;
    } else i += 1;
  }
  return matches;
}

/** Skills named by their Boond id after "Boond" / "idBoond" (up to two words between, then numbers). */
function findBoondIds(tokens: Token[], catalogue: readonly NeedCatalogueSkill[], taken: Set<number>): Match[] {
  const byBoond = new Map(catalogue.filter((s) => s.idBoond !== null).map((s) => [String(s.idBoond), s.id]));
  const matches: Match[] = [];
  tokens.forEach((token, i) => {
    if (!BOOND_WORDS.has(token.key)) return;
    let words = 0;
    let numbers = 0;
    for (let j = i + 1; j < tokens.length && tokens[j]!.sentence === token.sentence; j += 1) {
      const key = tokens[j]!.key;
      if (/^\d+$/.test(key)) {
        numbers += 1;
        const idSkill = byBoond.get(key);
        if (idSkill !== undefined && !taken.has(j)) matches.push({ idSkill, start: j, end: j + 1 });
      } else if (numbers > 0 || (words += 1) > 2) break;
    }
  });
  return matches;
}

function findCues(tokens: Token[], covered: Set<number>): Cue[] {
  const cues: Cue[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const years = /^(\d{1,2})\+?$/.exec(token.key);
    if (
      years &&
      next &&
      next.sentence === token.sentence &&
      YEAR_WORDS.has(next.key) &&
      !covered.has(i) &&
      !covered.has(i + 1)
    ) {
      cues.push({ start: i, end: i + 2, level: yearsLevel(Number(years[1])), claimed: false });
      i += 2;
      continue;
    }
    const phrase = CUE_PHRASES.find((p) =>
      p.tokens.every((word, k) => {
        const t = tokens[i + k];
        return t !== undefined && t.sentence === token.sentence && t.key === word && !covered.has(i + k);
      }),
    );
    if (phrase) {
      cues.push({ start: i, end: i + phrase.tokens.length, level: phrase.level, claimed: false });
      i += phrase.tokens.length;
    } else i += 1;
  }
  return cues;
}

/** Point 5: each match takes the level word right after it, else the nearest one before it (unless taken). */
function attachLevels(tokens: Token[], matches: Match[], cues: Cue[]) {
  const starts = new Set(matches.map((m) => m.start));
  for (const match of matches) {
    const sentence = tokens[match.start]!.sentence;
    const cue = cues.find((c) => c.start >= match.end && c.start - match.end <= POST_CUE_GAP);
    if (!cue || tokens[cue.start]!.sentence !== sentence) continue;
    let clear = true;
    for (let j = match.end; j <= cue.start; j += 1) {
      if ((j < cue.start && starts.has(j)) || tokens[j]!.before.includes(',')) clear = false;
    }
    if (clear) {
      match.level = cue.level;
      cue.claimed = true;
    }
  }
  for (const match of matches) {
    if (match.level !== undefined) continue;
    const sentence = tokens[match.start]!.sentence;
    const before = cues.filter(
      (c) => c.end <= match.start && match.start - c.end <= PRE_CUE_WINDOW && tokens[c.start]!.sentence === sentence,
    );
    const nearest = before[before.length - 1];
    if (nearest && !nearest.claimed) match.level = nearest.level;
  }
}

/** Recognises the catalogue skills a need names, with their minimum levels (see the file's comment). */
export function recogniseNeed(text: string, catalogue: readonly NeedCatalogueSkill[]): NeedRecognition {
  const { tokens, folded } = tokenize(text);
  const byName = findSkills(tokens, catalogue);
  const covered = new Set(byName.flatMap((m) => Array.from({ length: m.end - m.start }, (_, k) => m.start + k)));
  const byBoond = findBoondIds(tokens, catalogue, covered);
  for (const m of byBoond) covered.add(m.start);
  const matches = [...byName, ...byBoond].sort((a, b) => a.start - b.start);
  attachLevels(tokens, matches, findCues(tokens, covered));

  const evidenceOf = (m: Match) => {
    const from = folded.origin[tokens[m.start]!.start]!;
    const last = tokens[m.end - 1]!;
    const to = last.end < folded.origin.length ? folded.origin[last.end]! : text.length;
    return text.slice(from, to).trim();
  };
  const rows = new Map<number, NeedSkillMatch>();
  for (const match of matches) {
    const minLevel = match.level ?? NEED_DEFAULT_LEVEL;
    const row = rows.get(match.idSkill);
    if (!row) rows.set(match.idSkill, { idSkill: match.idSkill, minLevel, evidence: evidenceOf(match) });
    else if (minLevel > row.minLevel) Object.assign(row, { minLevel, evidence: evidenceOf(match) });
  }
  return { rows: [...rows.values()] };
}
