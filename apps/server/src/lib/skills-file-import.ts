/**
 * Writing an imported CV into a skills file (issue 21): the skills-file module implements it
 * (modules/skills-file/import.service.ts) with its own rules — who may write whose file, the workflow's `newVersion`,
 * the section writes, the duplicate rules, the row-version gate; app.ts hands it to the CV-import module (modules never
 * import each other).
 */
import type { z } from 'zod';
import type { LanguageId } from '@my-skills/shared/constants';
import type { cvApplyBody } from '@my-skills/shared/schemas/cv-import';
import type { AuthContext } from './auth-context';
import type { Trx } from '../db/types';

/** Where an import goes: the person's current file in a language, and what applying does with it. */
export interface SkillsFileImportTarget {
  /** 'new': no file yet (applying creates it); 'draft': written into it; 'newVersion': a validated file's next draft. */
  target: 'new' | 'draft' | 'newVersion';
  idDc: number | null;
  rowVersion: number | null;
}

/** The rows kept, as the skills file's own section values (the apply call's body, already checked by its schema). */
export type SkillsFileImportRows = Omit<z.output<typeof cvApplyBody>, 'id' | 'rowVersion'>;

export interface SkillsFileImportInput {
  personId: number;
  idLang: LanguageId;
  /** The file the import was read for (null: none then) and the row version the caller read of it. */
  idDc: number | null;
  rowVersion: number | null;
  rows: SkillsFileImportRows;
  /** The history line's comment (e.g. "Import du CV cv.pdf"), in the file's language. */
  comment: string;
}

/** Rows written per section (rows already in the file are not written twice). */
export type SkillsFileImportCounts = Record<
  'experiences' | 'educations' | 'certifications' | 'projects' | 'languages' | 'skills' | 'otherSkills',
  number
>;

export interface SkillsFileImportResult {
  idDc: number;
  status: number;
  version: number;
  rowVersion: number;
  newVersion: boolean;
  applied: SkillsFileImportCounts;
  /** missingDcData of the file after the import. */
  missing: string[];
}

export interface SkillsFileImport {
  /**
   * Where an import for this person in this language would go, if the caller may write it: 404 unknown person,
   * 403 may not write the person's file, 422 (errors.CV_IMPORT_SUBMITTED_FILE) the current file is submitted.
   */
  target(auth: AuthContext, personId: number, idLang: LanguageId): Promise<SkillsFileImportTarget>;
  /**
   * Writes the rows in ONE transaction into the person's current draft, a new draft version of the validated file, or
   * a new file — the target and the permission checked again now; `within` runs in that transaction after the rows
   * (the import marked applied), so a failure anywhere writes nothing. 409 when the row version moved.
   */
  apply(
    auth: AuthContext,
    input: SkillsFileImportInput,
    within: (trx: Trx, written: { idDc: number; applied: SkillsFileImportCounts }) => Promise<void>,
  ): Promise<SkillsFileImportResult>;
}
