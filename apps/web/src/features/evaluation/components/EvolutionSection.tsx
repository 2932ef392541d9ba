import Typography from '@mui/material/Typography';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { FieldRow } from '../../../components/document/section-layout';
import { FormText } from '../../../components/form/fields';
import { saveEa } from '../api/save-ea';
import { useEvaluation } from './evaluation-context';
import { EaSection, SaveBlock, useResetOn } from './EaSection';

const TERMS = ['shortTerm', 'mediumTerm', 'longTerm'] as const;
const PARTS = ['goal', 'motivation', 'way'] as const;
const OTHERS = ['otherActivity', 'otherWill'] as const;
type Values = EaDetails['evolutionProfessionnelle'];

/** Professional evolution (the employee's side): goals by term, mobility (required), other activity and wishes. */
export function EvolutionSection() {
  const { t } = useTranslation('evaluation');
  const { ea, consultantEditable, managerEditable, missing, write } = useEvaluation();
  const editable = consultantEditable || managerEditable;
  const { control, handleSubmit, reset, formState, watch } = useForm<Values>({
    defaultValues: ea.evolutionProfessionnelle,
  });
  useResetOn(reset, ea.evolutionProfessionnelle);
  const save = handleSubmit((evolutionProfessionnelle) =>
    write((rowVersion) => saveEa({ idEa: ea.id, rowVersion, evolutionProfessionnelle })),
  );
  const mobilityMissing = consultantEditable && missing.has('mobility') && !watch('mobility').trim();
  return (
    <EaSection section="evolution" icon={<TrendingUpOutlined />}>
      {TERMS.map((term) => (
        <div key={term}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t(`evolution.${term}`)}
          </Typography>
          <FieldRow>
            {PARTS.map((part) => (
              <FormText
                key={part}
                control={control}
                name={`${term}.${part}`}
                label={t(`evolution.${part}`)}
                multiline
                disabled={!editable}
              />
            ))}
          </FieldRow>
        </div>
      ))}
      <FormText
        control={control}
        name="mobility"
        label={t('evolution.mobility')}
        multiline
        required={mobilityMissing}
        disabled={!editable}
      />
      {OTHERS.map((part) => (
        <FormText
          key={part}
          control={control}
          name={part}
          label={t(`evolution.${part}`)}
          multiline
          disabled={!editable}
        />
      ))}
      {editable ? <SaveBlock id="evolution" dirty={formState.isDirty} onSave={() => void save()} /> : null}
    </EaSection>
  );
}
