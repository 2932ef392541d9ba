/**
 * The staffing search's need recognition (issue 19 §3): a client's need read against the active catalogue and its
 * aliases (rules in packages/shared/src/staffing-need.ts), the skills named in the caller's language.
 */
import type { RecognisedNeed } from '@my-skills/shared/schemas/staffing';
import { recogniseNeed } from '@my-skills/shared/staffing-need';
import { byLanguage } from '@my-skills/shared/ui-language';
import type { StaffingRepository } from './staffing.repository';

export function createStaffingService({ repository }: { repository: StaffingRepository }) {
  return {
    /** The skills the need names, in its order, each once with its minimum level. */
    async recogniseNeed(text: string, idLang: number): Promise<RecognisedNeed> {
      const catalogue = await repository.activeCatalogue();
      const byId = new Map(catalogue.map((skill) => [skill.id, skill]));
      const { rows } = recogniseNeed(text, catalogue);
      return {
        rows: rows.map((row) => {
          const skill = byId.get(row.idSkill)!;
          return { ...row, name: byLanguage(idLang, skill.nameFr, skill.nameEn) };
        }),
      };
    },
  };
}
export type StaffingService = ReturnType<typeof createStaffingService>;
