import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RowFormDialog } from '../../../components/document/SectionRows';
import { FormText } from '../../../components/form/fields';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePeopleSearch } from '../api/search-people';
import { saveWish } from '../api/save-wish';
import { WishRequestFields, type WishRequestValues } from './WishFields';
import { numberOf } from './wish-values';

type NewValues = WishRequestValues;
type Person = { id: number; firstName: string; lastName: string };

/** A wish entered by a manager or HR for one of the people they follow; then it opens. */
export function NewWishDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation('trainings');
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
      <WishRequestFields
        control={control}
        autoFocus
        extra={<FormText control={control} name="durationHours" label={t('fields.durationHours')} />}
      />
    </RowFormDialog>
  );
}
