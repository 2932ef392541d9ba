import { describe, expect, it } from 'vitest';
import type { Suggestion } from '@my-skills/shared/schemas/skills-gaps';
import { rankSuggestions, rawGaps, type PersonFacts } from './gaps';

const person = (over: Partial<PersonFacts> = {}): PersonFacts => ({
  personId: 1,
  evaluationLines: [],
  profileLines: [],
  targets: [],
  ratings: new Map(),
  fileLevels: new Map(),
  ...over,
});
const suggestion = (idEntry: number, over: Partial<Suggestion>): Suggestion => ({
  idEntry,
  type: null,
  title: `#${idEntry}`,
  organism: '',
  durationHours: 10,
  costExclTax: 1000,
  scheme: null,
  level: 3,
  closesGap: true,
  successCount: 0,
  ...over,
});

describe('rawGaps', () => {
  it('merges the sources of one skill: the lowest level from, the highest level to', () => {
    const gaps = rawGaps(
      person({
        evaluationLines: [{ idSkill: 7, level: 2, goal: 3 }],
        targets: [{ idSkill: 7, level: 4 }],
        ratings: new Map([[7, 2]]),
      }),
      { demand: [{ idSkill: 7, level: 3, count: 5 }] },
    );
    expect(gaps).toHaveLength(1);
    expect(gaps[0]).toMatchObject({ kind: 'skill', id: 7, levelFrom: 2, levelTo: 4, demandCount: 5 });
    expect([...gaps[0]!.sources].sort()).toEqual(['demand', 'evaluation', 'target']);
  });
  it('reads the level now from the rating, else the skills file, else 0; no gap when reached', () => {
    const gaps = rawGaps(
      person({
        targets: [
          { idSkill: 1, level: 3 },
          { idSkill: 2, level: 3 },
          { idSkill: 3, level: 3 },
        ],
        ratings: new Map([[1, 3]]),
        fileLevels: new Map([
          [1, 1],
          [2, 2],
        ]),
      }),
      { demand: [] },
    );
    expect(gaps.map((g) => [g.id, g.levelFrom])).toEqual([
      [2, 2],
      [3, 0],
    ]);
  });
});

describe('rankSuggestions', () => {
  it('puts what closes the gap first, then colleagues’ successes, then the cost, the duration, the id', () => {
    const ranked = rankSuggestions([
      suggestion(1, { closesGap: false, successCount: 9 }),
      suggestion(2, { costExclTax: 500 }),
      suggestion(3, { successCount: 1, costExclTax: 3000 }),
      suggestion(4, { costExclTax: 500, durationHours: 5 }),
      suggestion(5, { costExclTax: 500, durationHours: 5 }),
      suggestion(6, { costExclTax: 9000 }),
    ]);
    expect(ranked.map((s) => s.idEntry)).toEqual([3, 4, 5, 2, 6]);
  });
});
