import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { useTranslation } from 'react-i18next';
import { useEditorOf } from '../../../components/document/document-editor';
import { ReadField } from '../../../components/document/read-view';
import { Facts, SectionPanel } from '../../../components/document/section-layout';
import { FormText } from '../../../components/form/fields';
import { useFile } from './file-context';
import type { FileFormValues } from './file-form';

/** Identity (from the person), title and summary of the file: typed while editing, read as text otherwise. */
export function IdentitySection() {
  const { t } = useTranslation('skillsFile');
  const { dc, editable } = useFile();
  const { form } = useEditorOf<FileFormValues>();
  const identity = dc.identity;
  return (
    <SectionPanel id="identity" title={t('sections.identity')} icon={<BadgeOutlined />}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2fr' } }}>
        <Facts
          items={[
            { label: t('identity.name'), value: `${identity.firstName} ${identity.lastName}` },
            { label: t('identity.email'), value: identity.email },
            { label: t('identity.reference'), value: identity.reference },
            { label: t('identity.manager'), value: identity.manager?.name },
            { label: t('identity.experience'), value: t('identity.years', { count: dc.experienceYears }) },
          ]}
        />
        <Stack spacing={editable ? 2 : 1.5} aria-label={t('identity.formLabel')} role="group">
          {editable ? (
            <>
              <FormText control={form.control} name="title" label={t('identity.title')} />
              <FormText control={form.control} name="summary" label={t('identity.summary')} multiline />
            </>
          ) : (
            <>
              <ReadField label={t('identity.title')} value={dc.title} testId="read-title" />
              <ReadField label={t('identity.summary')} value={dc.summary} testId="read-summary" />
            </>
          )}
        </Stack>
      </Box>
    </SectionPanel>
  );
}
