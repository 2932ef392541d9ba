import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateDcBody } from '@my-skills/shared/schemas/skills-file';
import { useUpdateDc } from '../api/update-dc';
import { useFile } from './file-context';
import { FormText } from '../../../components/form/fields';
import { Facts, SectionPanel } from '../../../components/document/section-layout';
import { formResolver } from '../../../components/form/zod-error-map';

const formSchema = updateDcBody.pick({ title: true, summary: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** Identity (from the person), title and summary of the file. */
export function IdentitySection() {
  const { t } = useTranslation('skillsFile');
  const { dc, editable, handleError, handleSuccess } = useFile();
  const update = useUpdateDc();
  const { control, handleSubmit, formState, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(formSchema),
    values: { title: dc.title, summary: dc.summary },
    resetOptions: { keepDirtyValues: true },
  });
  const identity = dc.identity;
  const submit = handleSubmit((values) =>
    update.mutate(
      { idDc: dc.id, rowVersion: dc.rowVersion, title: values.title ?? '', summary: values.summary ?? '' },
      {
        onSuccess: ({ message }) => {
          reset(values);
          handleSuccess(message);
        },
        onError: handleError,
      },
    ),
  );

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
        {editable ? (
          <Box
            component="form"
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-label={t('identity.formLabel')}
          >
            <Stack spacing={2}>
              <FormText control={control} name="title" label={t('identity.title')} />
              <FormText control={control} name="summary" label={t('identity.summary')} multiline />
              <Box>
                <Button type="submit" variant="contained" disabled={!formState.isDirty || update.isPending}>
                  {t('identity.save')}
                </Button>
              </Box>
            </Stack>
          </Box>
        ) : (
          <Stack spacing={1.5}>
            <Box>
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase' }}>
                {t('identity.title')}
              </Typography>
              <Typography>{dc.title || '—'}</Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase' }}>
                {t('identity.summary')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{dc.summary || '—'}</Typography>
            </Box>
          </Stack>
        )}
      </Box>
    </SectionPanel>
  );
}
