import { useTranslation } from 'react-i18next';
import type { SkillType } from '@my-skills/shared/schemas/skills-catalogue';
import { FilterSelect } from '../../../components/lists/FilterSelect';

/** The type filter's value for all types. */
export const ALL_TYPES = '';

/** The catalogue lists' type filter: all types ('') or one (its id as text). */
export function SkillTypeFilter({
  types,
  value,
  onChange,
  optionLabel,
}: {
  types: SkillType[] | undefined;
  value: string;
  onChange: (value: string) => void;
  optionLabel: (skillType: SkillType) => string;
}) {
  const { t } = useTranslation('skillsCatalogue');
  return (
    <FilterSelect
      label={t('fields.type')}
      value={value}
      onChange={onChange}
      allLabel={t('skills.allTypes')}
      options={(types ?? []).map((skillType) => ({ value: String(skillType.id), label: optionLabel(skillType) }))}
      minWidth={240}
    />
  );
}
