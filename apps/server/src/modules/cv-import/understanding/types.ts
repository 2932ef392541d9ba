/**
 * The understanding's contract (issue 21 §2): the lines read from a CV → a proposed skills file, with rules and
 * dictionaries only (no outside service). Pure: everything it needs from the database comes in `UnderstandingContext`.
 */
import type { CvProposal } from '@my-skills/shared/schemas/cv-import';
import type { LanguageId } from '@my-skills/shared/constants';
import type { ExtractedCv } from '../../../integrations/cv-reading/types';

/** A catalogue skill as the matcher finds it. */
export interface MatchedSkill {
  id: number;
  /** Its name in the file's language. */
  name: string;
  idSkillType: number;
  isSoft: boolean;
  matchedBy: 'name' | 'alias' | 'idBoond';
}

export interface SkillTypeRef {
  id: number;
  code: string;
  /** Its name in the file's language. */
  name: string;
  isSoft: boolean;
}

export interface UnderstandingContext {
  /** The skills file's language (the proposal's names and the skill types' names are in it). */
  idLang: LanguageId;
  /** The language warnings are written in (the screen's). */
  idCurrentLang: LanguageId;
  /** Finds a catalogue skill by label, French or English name, alias or Boond id (case and accents ignored). */
  matchSkill(name: string): MatchedSkill | undefined;
  /** The catalogue's skill types (other skills are kept under one of them). */
  skillTypes: readonly SkillTypeRef[];
  /** The warning's text in idCurrentLang (server i18n: `translate`). */
  translate(key: string, params?: Record<string, string | number>): string;
  /** Today (for "present", and to refuse periods in the future). */
  today: Date;
}

export type UnderstandCv = (doc: ExtractedCv, ctx: UnderstandingContext) => CvProposal;
