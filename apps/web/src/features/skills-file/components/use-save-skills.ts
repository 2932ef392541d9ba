import { useTranslation } from 'react-i18next';
import { findDuplicateOtherSkills } from '@my-skills/shared/skills-file-rules';
import type { DcDetails } from '@my-skills/shared/schemas/skills-file';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { useUpdateDc } from '../api/update-dc';
import { useFile } from './file-context';

export type OtherSkillRows = { idSkillType: number; name: string; level: number }[];

/** The catalogue names of the file's skills as the duplicate rule compares them. */
const catalogueNames = (dc: DcDetails) => dc.skills.map((s) => ({ label: s.label, nameFr: s.name, nameEn: s.name }));

/**
 * Saves the other skills of the file with PUT /api/Dc/update (the complete list), first checked
 * with the shared duplicate rule, as the server does: the listed message, and nothing is sent.
 */
export function useSaveOtherSkills() {
  const { t } = useTranslation('skillsFile');
  const notify = useNotify();
  const { dc, handleError } = useFile();
  const update = useUpdateDc();

  const duplicatesOf = (others: OtherSkillRows) => findDuplicateOtherSkills(catalogueNames(dc), others);

  /** Answers the duplicate names (nothing sent) or [] once sent. */
  const saveOtherSkills = (otherSkills: OtherSkillRows, onDone?: () => void): string[] => {
    const duplicates = duplicatesOf(otherSkills);
    if (duplicates.length > 0) {
      notify(t('otherSkills.duplicates', { names: duplicates.join(', ') }), 'error');
      return duplicates;
    }
    update.mutate(
      { idDc: dc.id, rowVersion: dc.rowVersion, otherSkills },
      { onSuccess: () => onDone?.(), onError: handleError },
    );
    return [];
  };

  return { saveOtherSkills, duplicatesOf, pending: update.isPending };
}
