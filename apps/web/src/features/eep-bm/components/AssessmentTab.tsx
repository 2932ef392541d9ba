import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@my-skills/shared/constants';
import { ReadGrid, ReadHeading } from '../../../components/document/read-view';
import { EmptyRows, Facts } from '../../../components/document/section-layout';
import { useEditorOf } from '../../../components/document/document-editor';
import { FormSelect, FormText } from '../../../components/form/fields';
import { useLanguageLevels } from '../../../lib/catalogue/get-language-levels';
import { BmNumber, BmText } from './BmFields';
import { BmSection } from './BmSection';
import { useEepBm } from './eep-bm-context';
import type { EepBmFormValues } from './eep-bm-form';
import { FormRows } from './FormRows';

/** A language row's fields while editing: its name (≤ 128) and a level of the catalogue, both required. */
function LanguageRow({ index }: { index: number }) {
  const { t } = useTranslation('eepBm');
  const { idLang } = useEepBm();
  const levels = useLanguageLevels(idLang);
  const { form } = useEditorOf<EepBmFormValues>();
  const row = useWatch({ control: form.control, name: `languages.${index}` });
  const n = index + 1;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormText
        control={form.control}
        name={`languages.${index}.name`}
        label={t('languages.name', { n })}
        maxLength={LIMITS.languageNameMax}
        required={!row?.name?.trim()}
      />
      <FormSelect
        control={form.control}
        name={`languages.${index}.idLanguageLevel`}
        label={t('languages.level', { n })}
        required={!row?.idLanguageLevel}
        options={(levels.data ?? []).map((l) => ({ value: l.id, label: l.label }))}
      />
    </Box>
  );
}

/** Skills assessment: the employee's degree, when it was obtained, years of experience, and language skills. */
export function AssessmentTab() {
  const { t } = useTranslation('eepBm');
  const { details, mayEdit, missing } = useEepBm();
  const editable = mayEdit('languages');
  return (
    <BmSection tab="assessment" icon={<SchoolOutlined />}>
      <ReadGrid columns={3}>
        <BmText name="degree" />
        <BmText name="degreeObtainPeriod" />
        <BmNumber name="experience" />
      </ReadGrid>
      <Stack spacing={1.5} data-testid="bm-languages">
        <ReadHeading>{t('languages.title')}</ReadHeading>
        {editable && missing.has('languages') ? (
          <Alert severity="error" variant="outlined">
            {t('languages.incomplete')}
          </Alert>
        ) : null}
        {editable ? (
          <FormRows
            name="languages"
            testId="bm-language"
            blankRow={{ name: '', idLanguageLevel: null }}
            labels={{
              add: t('languages.add'),
              empty: t('languages.empty'),
              remove: (index) => t('languages.remove', { n: index + 1 }),
            }}
            row={(index) => <LanguageRow index={index} />}
          />
        ) : details.languages.length === 0 ? (
          <EmptyRows text={t('languages.empty')} />
        ) : (
          <Facts items={details.languages.map((l) => ({ label: l.name, value: l.levelName }))} />
        )}
      </Stack>
    </BmSection>
  );
}
