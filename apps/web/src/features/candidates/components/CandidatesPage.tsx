import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/layout/PageHeading';
import { ListPanel } from '../../../components/lists/ListPanel';
import { ListStatus } from '../../../components/lists/ListStatus';
import { SearchField } from '../../../components/lists/SearchField';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCandidates } from '../api/list-candidates';
import { AddCandidateDialog } from './AddCandidateDialog';
import { CandidatesTable } from './CandidatesTable';

/**
 * The candidates (/management/candidat, managers and recruiters): searched by name or e-mail, with their
 * invitation, password, lock and skills-file state; adding one, sending or resending the first-login invitation.
 */
export function CandidatesPage() {
  const { t } = useTranslation('candidates');
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), 350);
  const candidates = useCandidates(search);
  const [adding, setAdding] = useState(false);

  return (
    <Box>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <ListPanel
        titleId="candidates-list-title"
        title={t('list.title')}
        filters={
          <>
            <SearchField
              size="small"
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              controls="candidates-table"
              sx={{ minWidth: { md: 360 } }}
            />
            <Box sx={{ flex: 1 }} />
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1Outlined />}
              onClick={() => setAdding(true)}
              data-testid="candidate-add"
            >
              {t('add.open')}
            </Button>
          </>
        }
      >
        <ListStatus
          loading={candidates.isFetching}
          loadingLabel={t('list.loading')}
          isError={candidates.isError}
          error={candidates.error}
          testId="candidates-count"
        >
          {candidates.data ? t('list.count', { count: candidates.data.length }) : ''}
        </ListStatus>
        <CandidatesTable items={candidates.data ?? []} loaded={Boolean(candidates.data)} searched={search !== ''} />
      </ListPanel>
      {adding ? <AddCandidateDialog onClose={() => setAdding(false)} /> : null}
    </Box>
  );
}
