import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Refresh from '@mui/icons-material/Refresh';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoondMapping, BoondMappingKind } from '@my-skills/shared/schemas/boond-mapping';
import { Fact } from '../../../components/facts/Fact';
import { PageHeading } from '../../../components/layout/PageHeading';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { isApiError } from '../../../lib/api-client';
import { useDateTimeFormat } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useBoondMapping } from '../api/list-boond-mapping';
import { useRefreshBoondDictionary } from '../api/refresh-boond-dictionary';
import { BoondMappingKindPanel } from './BoondMappingTable';
import { ExchangesNav } from './ExchangesNav';
import { heldExchangesPath, needsDecision } from './mapping-rows';

const PANEL_ID = 'mapping-panel';
const tabId = (kind: BoondMappingKind) => `mapping-tab-${kind}`;

/** Refreshing fails with BoondManager's own reason (502): that message says what is wrong, not the generic text. */
const refreshFailure = (error: unknown) =>
  isApiError(error) && error.code === 'EXTERNAL_SYSTEM_FAILED' && error.message ? error.message : errorMessage(error);

/**
 * BoondManager's dictionary mapping (administrators): for each of our values (languages, levels, experience, tools,
 * action types), which of the tenant's ids it is sent as, or that it is not sent. Values nobody decided hold the
 * messages that need them (re-queued by a decision); the dictionary can be read again.
 */
export function BoondMappingPage() {
  const { t } = useTranslation('exchanges');
  const notify = useNotify();
  const mapping = useBoondMapping();
  const refresh = useRefreshBoondDictionary();

  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: ({ message }) => notify(message || t('mapping.refreshed'), 'success'),
      onError: (error) => notify(refreshFailure(error), 'error'),
    });

  return (
    <Box>
      <PageHeading
        title={t('mapping.title')}
        subtitle={t('mapping.subtitle')}
        action={
          <Button
            variant="contained"
            startIcon={<Refresh />}
            onClick={onRefresh}
            disabled={refresh.isPending}
            sx={{ flexShrink: 0 }}
          >
            {t('mapping.refresh')}
          </Button>
        }
      />
      <ExchangesNav showExchanges showMailbox />
      {mapping.isPending ? (
        <Skeleton variant="rounded" height={360} />
      ) : mapping.isError ? (
        <Alert severity="error">{errorMessage(mapping.error)}</Alert>
      ) : (
        <MappingContent mapping={mapping.data} />
      )}
    </Box>
  );
}

function MappingContent({ mapping }: { mapping: BoondMapping }) {
  const { t } = useTranslation('exchanges');
  const formatDate = useDateTimeFormat();
  const undecidedOf = (kind: BoondMappingKind) =>
    mapping.kinds.find((k) => k.kind === kind)?.rows.filter((row) => needsDecision(row.state)).length ?? 0;
  // The first kind with a value to decide, else the first; the filter is on when a value needs a decision.
  const [kind, setKind] = useState<BoondMappingKind | undefined>(
    () => (mapping.kinds.find((k) => undecidedOf(k.kind) > 0) ?? mapping.kinds[0])?.kind,
  );
  const [onlyUndecided, setOnlyUndecided] = useState(() => mapping.undecided > 0);
  const current = mapping.kinds.find((k) => k.kind === kind) ?? mapping.kinds[0];
  const attention = mapping.undecided > 0 || mapping.heldMessages > 0;

  return (
    <>
      {mapping.dictionary ? (
        <Box
          component="dl"
          data-testid="dictionary-facts"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, max-content)' },
            gap: 4,
            m: 0,
            mb: 2,
          }}
        >
          <Fact label={t('mapping.dictionary.version')}>
            <span data-testid="dictionary-version">
              {mapping.dictionary.version ?? t('mapping.dictionary.unknownVersion')}
            </span>
          </Fact>
          <Fact label={t('mapping.dictionary.fetchedAt')}>{formatDate(mapping.dictionary.fetchedAt)}</Fact>
        </Box>
      ) : (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="dictionary-error">
          <AlertTitle>{t('mapping.dictionary.missing')}</AlertTitle>
          {mapping.dictionaryError ?? t('mapping.dictionary.noReason')}
        </Alert>
      )}

      <Alert
        severity={attention ? 'warning' : 'success'}
        sx={{ mb: 3 }}
        data-testid="mapping-summary"
        action={
          mapping.heldMessages > 0 ? (
            <Link component={RouterLink} to={heldExchangesPath} color="inherit" sx={{ alignSelf: 'center', mr: 1 }}>
              {t('mapping.summary.seeHeld')}
            </Link>
          ) : undefined
        }
      >
        {attention
          ? t('mapping.summary.line', {
              undecided: t('mapping.summary.undecided', { count: mapping.undecided }),
              held: t('mapping.summary.held', { count: mapping.heldMessages }),
            })
          : t('mapping.summary.allDecided')}
      </Alert>

      {current ? (
        <Paper variant="outlined" sx={{ borderRadius: 2 }}>
          <Tabs
            value={current.kind}
            onChange={(_event, value: BoondMappingKind) => setKind(value)}
            aria-label={t('mapping.kindsLabel')}
            variant="scrollable"
            scrollButtons={false}
            sx={{ px: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            {mapping.kinds.map((k) => {
              const count = undecidedOf(k.kind);
              const label = t(`mapping.kinds.${k.kind}`);
              return (
                <Tab
                  key={k.kind}
                  value={k.kind}
                  id={tabId(k.kind)}
                  aria-controls={PANEL_ID}
                  label={count > 0 ? t('mapping.kindWithCount', { label, count }) : label}
                />
              );
            })}
          </Tabs>
          <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(current.kind)}>
            <BoondMappingKindPanel
              key={current.kind}
              data={current}
              onlyUndecided={onlyUndecided}
              onOnlyUndecided={setOnlyUndecided}
            />
          </Box>
        </Paper>
      ) : null}
    </>
  );
}
