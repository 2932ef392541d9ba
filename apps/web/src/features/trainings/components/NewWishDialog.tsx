import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RowFormDialog } from '../../../components/document/SectionRows';
import { FormDate, FormSelect, FormText } from '../../../components/form/fields';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUiLanguage } from '../../../lib/ui-language';
import { usePeopleSearch } from '../api/search-people';
import { saveWish } from '../api/save-wish';
import { ENUMS, optionsOf } from './options';
import { numberOf } from './wish-values';

interface NewValues {
  type: number;
  title: string;
  context: number | null;
  nature: number | null;
  requestOrigin: number;
  desiredDate: string | null;
  durationHours: string;
  comment: string;
}
type Person = { id: number; firstName: string; lastName: string };

/** A wish entered by a manager or HR for one of the people they follow; then it opens. */
export function NewWishDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation('trainings');
  const { idLang } = useUiLanguage();
  const notify = useNotify();
  const [term, setTerm] = useState('');
  const [person, setPerson] = useState<Person | null>(null);
  const people = usePeopleSearch(useDebouncedValue(term, 300));
  const [pending, setPending] = useState(false);
  const { control, handleSubmit, formState } = useForm<NewValues>({
    defaultValues: {
      type: 2,
      title: '',
      context: null,
      nature: null,
      requestOrigin: 4,
      desiredDate: null,
      durationHours: '',
      comment: '',
    },
  });
  const submit = handleSubmit(async (v) => {
    if (!person || !v.title.trim()) return;
    setPending(true);
    try {
      const saved = await saveWish({ ...v, idUser: person.id, durationHours: numberOf(v.durationHours) });
      notify(t('form.saved'), 'success');
      onCreated(saved.data.id);
    } catch (error) {
      notify(`- ${errorMessage(error)}`, 'error');
    } finally {
      setPending(false);
    }
  });
  return (
    <RowFormDialog
      title={t('form.new')}
      testId="training-new-dialog"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      dirty={formState.isDirty || person !== null}
    >
      <Autocomplete<Person>
        options={people.data?.items ?? []}
        value={person}
        onChange={(_e, value) => setPerson(value)}
        onInputChange={(_e, value) => setTerm(value)}
        getOptionLabel={(p) => `${p.lastName} ${p.firstName}`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(x) => x}
        renderInput={(params) => (
          <TextField {...params} label={t('fields.person')} placeholder={t('form.searchPerson')} required />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelect
          control={control}
          name="type"
          label={t('fields.type')}
          required
          options={optionsOf(ENUMS.type, idLang)}
        />
        <FormText control={control} name="title" label={t('fields.title')} required autoFocus />
        <FormSelect
          control={control}
          name="context"
          label={t('fields.context')}
          options={optionsOf(ENUMS.context, idLang)}
          emptyLabel={t('form.none')}
        />
        <FormSelect
          control={control}
          name="nature"
          label={t('fields.nature')}
          options={optionsOf(ENUMS.nature, idLang)}
          emptyLabel={t('form.none')}
        />
        <FormSelect
          control={control}
          name="requestOrigin"
          label={t('fields.requestOrigin')}
          required
          options={optionsOf(ENUMS.requestOrigin, idLang)}
        />
        <FormDate control={control} name="desiredDate" label={t('fields.desiredDate')} />
        <FormText control={control} name="durationHours" label={t('fields.durationHours')} />
      </Box>
      <FormText control={control} name="comment" label={t('fields.comment')} multiline />
    </RowFormDialog>
  );
}
