/**
 * The confirmed evidence behind a person's skills (issue 22 §3), for documents that list it under each rated skill
 * (the evaluation's Word/PDF export with `evidence=true`). The skills-evidence module implements it; app.ts hands it
 * to the evaluation module (modules never import each other). The caller has already checked that the viewer may
 * read the document (hence the person's evidence: the same readers).
 */
import type { SkillEvidenceKind } from '@my-skills/shared/schemas/skill-evidence';

export interface ConfirmedEvidence {
  kind: SkillEvidenceKind;
  label: string;
  detail: string;
  startDate: string | null;
  endDate: string | null;
}

export interface SkillEvidencePort {
  /** The person's confirmed items by catalogue skill id, newest use first. */
  confirmedBySkill(personId: number): Promise<Map<number, ConfirmedEvidence[]>>;
}
