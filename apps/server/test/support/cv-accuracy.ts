/**
 * Field accuracy of the CV understanding against a fixture's expected extraction (apps/server/test/fixtures/cv,
 * `<name>.expected.json`, issue 21 §5). Each field scores 0–1; a fixture's accuracy is the mean of its fields:
 * - firstName, lastName, title: equal once folded (case, accents, spaces);
 * - experiences, educations: the count, 1 − |found − expected| / expected (at least 0);
 * - position: the first experience's position, equal once folded;
 * - period: the first experience's start and end dates, half each;
 * - languages: F1 of the language codes;
 * - skills: F1 of the catalogue labels (precision and recall reported too).
 */
import type { CvProposal } from '@my-skills/shared/schemas/cv-import';

export interface ExpectedCv {
  lang: 'fr' | 'en';
  firstName: string;
  lastName: string;
  title: string;
  experiences: number;
  firstExperience: { position: string; startDate: string | null; endDate: string | null };
  educations: number;
  languages: string[];
  skills: string[];
}

export const ACCURACY_FIELDS = [
  'firstName',
  'lastName',
  'title',
  'experiences',
  'position',
  'period',
  'educations',
  'languages',
  'skills',
] as const;
export type AccuracyField = (typeof ACCURACY_FIELDS)[number];

export interface FixtureAccuracy {
  name: string;
  fields: Record<AccuracyField, number>;
  skillPrecision: number;
  skillRecall: number;
  accuracy: number;
}

const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘]/g, "'").toLowerCase().replace(/\s+/g, ' ').trim();
const same = (a: string, b: string) => (fold(a) === fold(b) ? 1 : 0);
const count = (found: number, expected: number) =>
  expected === 0 ? (found === 0 ? 1 : 0) : Math.max(0, 1 - Math.abs(found - expected) / expected);

function f1(found: readonly string[], expected: readonly string[]) {
  const f = new Set(found);
  const e = new Set(expected);
  const hits = [...f].filter((x) => e.has(x)).length;
  const precision = f.size === 0 ? (e.size === 0 ? 1 : 0) : hits / f.size;
  const recall = e.size === 0 ? 1 : hits / e.size;
  const score = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, score };
}

/** Scores a proposal; `labelOf` gives a catalogue skill's label (the expectations name labels). */
export function scoreProposal(
  name: string,
  proposal: CvProposal,
  expected: ExpectedCv,
  labelOf: (idSkill: number) => string,
): FixtureAccuracy {
  const first = proposal.experiences[0];
  const skills = f1(
    proposal.skills.map((s) => labelOf(s.idSkill)),
    expected.skills,
  );
  const fields: Record<AccuracyField, number> = {
    firstName: same(proposal.identity.firstName, expected.firstName),
    lastName: same(proposal.identity.lastName, expected.lastName),
    title: same(proposal.identity.title, expected.title),
    experiences: count(proposal.experiences.length, expected.experiences),
    position: first ? same(first.position, expected.firstExperience.position) : 0,
    period: first
      ? (first.startDate === expected.firstExperience.startDate ? 0.5 : 0) +
        (first.endDate === expected.firstExperience.endDate ? 0.5 : 0)
      : 0,
    educations: count(proposal.educations.length, expected.educations),
    languages: f1(
      proposal.languages.map((l) => l.languageCode),
      expected.languages,
    ).score,
    skills: skills.score,
  };
  const values = Object.values(fields);
  return {
    name,
    fields,
    skillPrecision: skills.precision,
    skillRecall: skills.recall,
    accuracy: values.reduce((a, b) => a + b, 0) / values.length,
  };
}

const pct = (n: number) => `${Math.round(n * 100)}`.padStart(4);

/** The table printed by the accuracy test (percentages). */
export function accuracyTable(rows: readonly FixtureAccuracy[]): string {
  const head = ['fixture'.padEnd(32), ...ACCURACY_FIELDS.map((f) => f.slice(0, 5).padStart(6)), '  P', '   R', '  ALL'];
  const lines = rows.map((r) =>
    [
      r.name.padEnd(32),
      ...ACCURACY_FIELDS.map((f) => `${pct(r.fields[f])}  `),
      pct(r.skillPrecision),
      pct(r.skillRecall),
      ` ${pct(r.accuracy)}`,
    ].join(''),
  );
  const mean = (pick: (r: FixtureAccuracy) => number) => rows.reduce((a, r) => a + pick(r), 0) / rows.length;
  const overall = [
    'overall'.padEnd(32),
    ...ACCURACY_FIELDS.map((f) => `${pct(mean((r) => r.fields[f]))}  `),
    pct(mean((r) => r.skillPrecision)),
    pct(mean((r) => r.skillRecall)),
    ` ${pct(mean((r) => r.accuracy))}`,
  ].join('');
  return [head.join(''), ...lines, overall].join('\n');
}
