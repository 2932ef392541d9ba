import { useId, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserNoKp } from '@my-skills/shared/schemas/key-people';
import { documentTypes } from '../../../lib/document-types';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { useUsersNoKp } from '../api/get-users-no-kp';

type Person = UserNoKp[number];

/** "Add a key person": someone of the viewer's scope who is not a key person yet, searched; their record opens empty. */
export function AddKeyPersonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('keyPeople');
  const titleId = useId();
  const navigate = useNavigate();
  const openedFrom = useOpenedFromHere();
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<Person | null>(null);
  const term = useDebouncedValue(input, 250);
  const people = useUsersNoKp(term, open);
  const label = (p: Person) => `${p.lastName} ${p.firstName}${p.reference ? ` (${p.reference})` : ''}`;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="add-key-person"
    >
      <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
      <DialogContent>
        <Autocomplete<Person>
          sx={{ mt: 1 }}
          options={people.data ?? []}
          loading={people.isFetching}
          value={chosen}
          onChange={(_e, value) => setChosen(value)}
          inputValue={input}
          onInputChange={(_e, value) => setInput(value)}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={(x) => x}
          noOptionsText={t('add.empty')}
          renderInput={(params) => <TextField {...params} label={t('add.label')} autoFocus />}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('add.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!chosen}
          data-testid="add-key-person-open"
          onClick={() => chosen && navigate(documentTypes.keyPeople.page({ idUser: chosen.id }), { state: openedFrom })}
        >
          {t('add.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
