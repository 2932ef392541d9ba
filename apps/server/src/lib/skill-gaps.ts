/**
 * Issue 22 §2, between modules (modules never import each other; app.ts wires the implementations):
 * - `SkillGapsPort`: a person's gap on one subject (catalogue skill or business-manager line), computed by the
 *   skills-gaps module; the trainings module records it on a wish made from a suggestion.
 * - `SkillDemandPort`: the skills (and levels) the staffing search was asked for, recorded by the skills-search
 *   module and read by the skills-gaps module as "asked for in the last 90 days".
 */
export interface GapSubjectRef {
  kind: 'skill' | 'line';
  id: number;
}

export interface SkillGapsPort {
  /** The person's gap on the subject now (levels 0–4, 0: none), or null when there is none. */
  gapOf(personId: number, subject: GapSubjectRef): Promise<{ levelFrom: number; levelTo: number } | null>;
}

export interface SkillDemandPort {
  /** One demand row per criterion, asked now by `askedBy`. */
  record(criteria: readonly { idSkill: number; minLevel: number }[], askedBy: number): Promise<void>;
}
