import Alert from '@mui/material/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { addCandidateBody, type AddCandidateBody } from '@my-skills/shared/schemas/candidates';
import { FieldRow, FormDialog } from '../../../components/document/section-layout';
import { FormCheckbox, FormSelect, FormText } from '../../../components/form/fields';
import { formResolver } from '../../../components/form/zod-error-map';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useUiLanguage } from '../../../lib/ui-language';
import { useAddCandidate } from '../api/add-candidate';

type AddCandidateInput = z.input<typeof addCandidateBody>;

/** "Add a candidate": names, e-mail, language, and the first-login invitation sent at once (ticked by default). */
export function AddCandidateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('candidates');
  const notify = useNotify();
  const { idLang } = useUiLanguage();
  const add = useAddCandidate();
  const { control, handleSubmit, setError } = useForm<AddCandidateInput, unknown, AddCandidateBody>({
    resolver: formResolver(addCandidateBody),
    defaultValues: { firstName: '', lastName: '', email: '', idLang, invite: true },
  });

  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (answer) => {
        notify(answer.message || t('add.done'), 'success');
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'ALREADY_EXISTS')
          setError('email', { message: errorMessage(error) }, { shouldFocus: true });
      },
    }),
  );
  const failed = add.isError && !(isApiError(add.error) && add.error.code === 'ALREADY_EXISTS');

  return (
    <FormDialog
      open
      title={t('add.title')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={add.isPending}
      testId="candidate-add-dialog"
    >
      {failed ? (
        <Alert severity="error" role="alert">
          {errorMessage(add.error)}
        </Alert>
      ) : null}
      <FieldRow>
        <FormText control={control} name="firstName" label={t('add.firstName')} required autoFocus />
        <FormText control={control} name="lastName" label={t('add.lastName')} required />
      </FieldRow>
      <FieldRow>
        <FormText control={control} name="email" label={t('add.email')} type="email" required />
        <FormSelect
          control={control}
          name="idLang"
          label={t('add.language')}
          required
          options={[1, 2].map((value) => ({ value, label: t(`languages.${value}`) }))}
        />
      </FieldRow>
      <FormCheckbox control={control} name="invite" label={t('add.invite')} />
    </FormDialog>
  );
}
