import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Sync from '@mui/icons-material/Sync';
import { useTranslation } from 'react-i18next';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { exchangesList, type Exchange } from '@my-skills/shared/schemas/exchanges';
import { DataList } from '../../../components/lists/DataList';
import { useListState } from '../../../components/lists/use-list-state';
import { PageHeading } from '../../../components/layout/PageHeading';
import { isInFlight, useExchanges } from '../api/list-exchanges';
import { ExchangeDetailDialog } from './ExchangeDetailDialog';
import { ExchangesNav } from './ExchangesNav';
import { HIDDEN_EXCHANGE_COLUMNS, useExchangeColumns } from './exchange-columns';
import { TestActions } from './TestActions';

/**
 * Exchanges with BoondManager and the mail (administrators): the outbox messages on the lists' grid — quick search,
 * filters, sort and paging on the server, kept in the URL (the mapping screen links to the held ones) — polled every
 * second while one is on its way; detail with every attempt, retry and cancel; the connection and mail tests; the
 * Excel export of what is filtered.
 */
export function ExchangesPage({ showMailbox }: { showMailbox: boolean }) {
  const { t } = useTranslation('exchanges');
  const state = useListState(exchangesList);
  const exchanges = useExchanges(state.query);
  const [openId, setOpenId] = useState<number | null>(null);
  const polling = exchanges.data?.items.some((m) => isInFlight(m.state)) ?? false;

  const { query, update } = state;
  const onPerson = useCallback(
    (name: string) => {
      const others = query.filters.filter((f) => f.field !== 'personName');
      update({ filters: [...others, { field: 'personName', op: 'equal', value: name }] });
    },
    [query.filters, update],
  );
  const columns = useExchangeColumns({ onOpen: setOpenId, onPerson });

  return (
    <Box>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <ExchangesNav showExchanges showMailbox={showMailbox} />
      <TestActions onOpen={setOpenId} />
      <DataList<Exchange>
        list={exchangesList}
        state={state}
        // Refreshes (polling, after a retry) are quiet: the grid shows it is loading only while the rows on screen are
        // not yet those of the query asked (a dimmed grid under a loading overlay also fails the contrast checks).
        result={{ ...exchanges, isFetching: exchanges.isPending || exchanges.isPlaceholderData }}
        columns={columns}
        getRowId={(row) => row.id}
        title={t('list.title')}
        titleId="exchanges-list-title"
        hiddenColumns={HIDDEN_EXCHANGE_COLUMNS}
        exportCall={exchangesCalls.exchangesExport}
        exportName="exchanges"
        searchPlaceholder={t('list.searchPlaceholder')}
        toolbar={
          polling ? (
            <Chip
              size="small"
              variant="outlined"
              icon={<Sync />}
              label={t('list.polling')}
              data-testid="exchanges-polling"
            />
          ) : null
        }
        testId="exchanges"
      />
      <ExchangeDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </Box>
  );
}
