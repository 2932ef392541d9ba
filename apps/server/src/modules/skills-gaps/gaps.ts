/**
 * The gaps of one person and their ranked suggestions, from facts read in bulk (skills-gaps.repository.ts): pure, so
 * a team of fifty is fifty calls over the same maps.
 *
 * - Gap sources: an evaluation technical line rated below its goal; a business-manager line rated below the
 *   profile's goal; a manager's target above the level now; a skill among the most demanded by the staffing search
 *   that the person lacks or has below the level asked. The level now of a skill: the latest manager rating, else
 *   the skills file's stars, else 0. One gap per subject: the lowest level from, the highest level to, every source.
 * - Suggestions: active catalogue entries covering the subject above the level now that close the gap (bring it to
 *   the level needed) or that colleagues succeeded with; ranked: closes the gap first, then most colleagues'
 *   successes, then the lower cost, the shorter duration, the entry id.
 * - Gaps: largest first (levels missing), then the most demanded, then by name.
 */
import { TRAINING_SCHEMES, TRAINING_TYPES } from '@my-skills/shared/constants';
import {
  SUGGESTIONS_PER_GAP,
  type GapSource,
  type GapSubjectKind,
  type SkillGap,
  type Suggestion,
} from '@my-skills/shared/schemas/skills-gaps';
import { pickLanguage } from '@my-skills/shared/ui-language';
import type { EntryRow, Named } from './skills-gaps.repository';

type Labelled = readonly { id: number; fr: string; en: string }[];
const labelOf = (values: Labelled, id: number | null, idLang: number) => {
  const v = id === null ? undefined : values.find((x) => x.id === id);
  return v ? { id: v.id, name: pickLanguage(idLang, v) } : null;
};

/** What is known of one person. */
export interface PersonFacts {
  personId: number;
  evaluationLines: { idSkill: number; level: number; goal: number }[];
  profileLines: { idLine: number; level: number; goal: number }[];
  targets: { idSkill: number; level: number }[];
  /** Latest manager rating per skill. */
  ratings: Map<number, number>;
  /** Skills-file stars per skill. */
  fileLevels: Map<number, number>;
}

/** What is shared by everyone of the set. */
export interface SharedFacts {
  demand: { idSkill: number; level: number; count: number }[];
  skillNames: Map<number, Named>;
  lineNames: Map<number, Named>;
  /** Entries by subject key (`skill:12`, `line:3`). */
  entries: Map<string, EntryRow[]>;
  /** People who succeeded with an entry on a skill, by `entry:skill`. */
  successes: Map<string, number[]>;
}

const byName = new Intl.Collator('fr');

export const subjectKey = (kind: GapSubjectKind, id: number) => `${kind}:${id}`;

interface RawGap {
  kind: GapSubjectKind;
  id: number;
  levelFrom: number;
  levelTo: number;
  sources: Set<GapSource>;
  demandCount: number;
}

/** The gaps of a person without their suggestions (levels and sources). */
export function rawGaps(p: PersonFacts, shared: Pick<SharedFacts, 'demand'>): RawGap[] {
  const gaps = new Map<string, RawGap>();
  const add = (kind: GapSubjectKind, id: number, from: number, to: number, source: GapSource, demand = 0) => {
    if (from >= to) return;
    const key = subjectKey(kind, id);
    const g = gaps.get(key);
    if (!g) {
      gaps.set(key, { kind, id, levelFrom: from, levelTo: to, sources: new Set([source]), demandCount: demand });
      return;
    }
    g.levelFrom = Math.min(g.levelFrom, from);
    g.levelTo = Math.max(g.levelTo, to);
    g.sources.add(source);
    g.demandCount = Math.max(g.demandCount, demand);
  };
  const now = (idSkill: number) => p.ratings.get(idSkill) ?? p.fileLevels.get(idSkill) ?? 0;
  for (const l of p.evaluationLines) add('skill', l.idSkill, l.level, l.goal, 'evaluation');
  for (const l of p.profileLines) add('line', l.idLine, l.level, l.goal, 'profile');
  for (const t of p.targets) add('skill', t.idSkill, now(t.idSkill), t.level, 'target');
  for (const d of shared.demand) add('skill', d.idSkill, now(d.idSkill), d.level, 'demand', d.count);
  return [...gaps.values()];
}

/** Ranks the candidate suggestions of one gap (exported for the tests). */
export function rankSuggestions(list: Suggestion[]): Suggestion[] {
  return list
    .sort(
      (a, b) =>
        Number(b.closesGap) - Number(a.closesGap) ||
        b.successCount - a.successCount ||
        a.costExclTax - b.costExclTax ||
        a.durationHours - b.durationHours ||
        a.idEntry - b.idEntry,
    )
    .slice(0, SUGGESTIONS_PER_GAP);
}

export function gapsOf(p: PersonFacts, shared: SharedFacts, idLang: number): SkillGap[] {
  const named = (n: Named | undefined) => (n ? pickLanguage(idLang, { fr: n.nameFr, en: n.nameEn }) : '');
  return rawGaps(p, shared)
    .map((g): SkillGap => {
      const candidates = (shared.entries.get(subjectKey(g.kind, g.id)) ?? [])
        .filter((e) => e.level > g.levelFrom)
        .map((e): Suggestion => {
          const people = g.kind === 'skill' ? (shared.successes.get(`${e.idEntry}:${g.id}`) ?? []) : [];
          return {
            idEntry: e.idEntry,
            type: labelOf(TRAINING_TYPES, e.type, idLang),
            title: pickLanguage(idLang, { fr: e.titleFr, en: e.titleEn }),
            organism: e.organism,
            durationHours: e.durationHours,
            costExclTax: Number(e.costExclTax),
            scheme: labelOf(TRAINING_SCHEMES, e.scheme, idLang),
            level: e.level,
            closesGap: e.level >= g.levelTo,
            successCount: people.filter((id) => id !== p.personId).length,
          };
        })
        .filter((s) => s.closesGap || s.successCount > 0);
      const name = g.kind === 'skill' ? named(shared.skillNames.get(g.id)) : named(shared.lineNames.get(g.id));
      return {
        subject: { kind: g.kind, id: g.id, name },
        levelFrom: g.levelFrom,
        levelTo: g.levelTo,
        sources: [...g.sources],
        demandCount: g.demandCount,
        suggestions: rankSuggestions(candidates),
      };
    })
    .sort(
      (a, b) =>
        b.levelTo - b.levelFrom - (a.levelTo - a.levelFrom) ||
        b.demandCount - a.demandCount ||
        byName.compare(a.subject.name, b.subject.name),
    );
}
