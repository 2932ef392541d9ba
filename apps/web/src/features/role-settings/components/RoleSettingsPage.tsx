import { useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@my-skills/shared/constants';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCountries } from '../api/get-countries';
import { useSearchPeople } from '../api/search-people';
import { PersonRolePanel } from './PersonRolePanel';
import { InternalRoleChip } from './InternalRoleChip';
import { PageHeading } from '../../../components/layout/PageHeading';
import { EmptyListEntry, ListEntry } from '../../../components/lists/ListEntry';
import { ListStatus } from '../../../components/lists/ListStatus';

const ALL_COUNTRIES = '';

/** Role settings (internal role 1): find a person, see their roles and history, change their internal role. */
export function RoleSettingsPage() {
  const { t } = useTranslation('roleSettings');
  const [searchParams, setSearchParams] = useSearchParams();
  const [term, setTerm] = useState('');
  const [country, setCountry] = useState(ALL_COUNTRIES);
  const debouncedTerm = useDebouncedValue(term.trim(), 350);
  const people = useSearchPeople(debouncedTerm, true);
  const countries = useCountries();
  const selectedParam = Number(searchParams.get('person'));
  const selectedId = Number.isInteger(selectedParam) && selectedParam > 0 ? selectedParam : null;

  const results = (people.data ?? []).filter((person) => country === ALL_COUNTRIES || person.country === country);
  const select = (id: number) => setSearchParams({ person: String(id) }, { replace: false });

  return (
    <Box>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 5fr) 7fr' },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="people-search-title"
          sx={{ p: 2.5, borderRadius: 2 }}
        >
          <Typography id="people-search-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
            {t('search.title')}
          </Typography>
          <Stack spacing={2}>
            <TextField
              type="search"
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              slotProps={{
                htmlInput: { maxLength: LIMITS.searchTermMax, 'aria-controls': 'people-results' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search />
                    </InputAdornment>
                  ),
                },
              }}
              fullWidth
            />
            <TextField
              select
              label={t('search.country')}
              value={country}
              onChange={(event) => setCountry(event.target.value)}
              fullWidth
              disabled={!countries.data}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value={ALL_COUNTRIES}>{t('search.allCountries')}</MenuItem>
              {(countries.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.name}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <ListStatus
            loading={people.isFetching}
            loadingLabel={t('search.loading')}
            isError={people.isError}
            error={people.error}
            inset={false}
          >
            {people.data ? t('search.count', { count: results.length }) : ''}
          </ListStatus>
          <List
            id="people-results"
            aria-label={t('search.results')}
            sx={{ maxHeight: 480, overflowY: 'auto', mt: 0.5 }}
            data-testid="people-results"
          >
            {results.map((person) => (
              <ListEntry key={person.id}>
                <ListItemButton
                  selected={person.id === selectedId}
                  onClick={() => select(person.id)}
                  aria-current={person.id === selectedId ? 'true' : undefined}
                  sx={{ borderRadius: 1.5, mb: 0.5, alignItems: 'flex-start' }}
                >
                  <PersonOutlined sx={{ mr: 1.5, mt: 0.5, color: 'text.secondary' }} aria-hidden />
                  <ListItemText
                    primary={`${person.firstName} ${person.lastName}`}
                    secondary={[person.email, person.country].filter(Boolean).join(' · ')}
                  />
                  {person.idRoleInternal ? (
                    <InternalRoleChip idRoleInternal={person.idRoleInternal} size="small" />
                  ) : null}
                </ListItemButton>
              </ListEntry>
            ))}
            {people.data && results.length === 0 ? <EmptyListEntry text={t('search.none')} /> : null}
          </List>
        </Paper>
        <Box component="section" aria-label={t('detail.label')}>
          {selectedId === null ? (
            <Paper variant="outlined" sx={{ p: 5, textAlign: 'center', borderStyle: 'dashed', borderRadius: 2 }}>
              <PersonOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
              <Typography color="text.secondary">{t('detail.pickSomeone')}</Typography>
            </Paper>
          ) : (
            <PersonRolePanel personId={selectedId} />
          )}
        </Box>
      </Box>
    </Box>
  );
}
