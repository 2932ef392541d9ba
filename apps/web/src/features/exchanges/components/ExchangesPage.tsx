import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { VisuallyHidden } from '../../../components/a11y/VisuallyHidden';
import {
  EXCHANGE_KINDS,
  EXCHANGE_OBJECT_TYPES,
  OUTBOX_STATES,
  type Exchange,
  type ExchangeKind,
  type ExchangeObjectType,
  type OutboxState,
} from '@my-skills/shared/schemas/exchanges';
import { EmptyTableRow } from '../../../components/lists/EmptyTableRow';
import { FilterSelect } from '../../../components/lists/FilterSelect';
import { ListPagination, usePaging } from '../../../components/lists/ListPagination';
import { ListPanel } from '../../../components/lists/ListPanel';
import { ListStatus } from '../../../components/lists/ListStatus';
import { isInFlight, useExchanges, type ExchangeFilters } from '../api/list-exchanges';
import { ExchangeDetailDialog } from './ExchangeDetailDialog';
import { ExchangeStateChip } from './ExchangeStateChip';
import { ExchangesNav } from './ExchangesNav';
import { TestActions } from './TestActions';
import { useDateTimeFormat } from '../../../lib/dates';
import { useKindLabel, useObjectLabel } from './format';
import { PageHeading } from '../../../components/layout/PageHeading';
import { DateField } from '../../../components/form/DateField';

const PAGE_SIZES = [20, 50, 100];
const ALL = '';

interface Filters {
  state: OutboxState | typeof ALL;
  objectType: ExchangeObjectType | typeof ALL;
  kind: ExchangeKind | typeof ALL;
  person: { id: number; name: string } | null;
  from: string;
  to: string;
}
const NO_FILTER: Filters = { state: ALL, objectType: ALL, kind: ALL, person: null, from: '', to: '' };

/** The filters a link may open the list with: `?state=failed` (the mapping screen's held exchanges). */
function initialFilters(search: URLSearchParams): Filters {
  const state = search.get('state');
  return { ...NO_FILTER, state: OUTBOX_STATES.find((s) => s === state) ?? ALL };
}

/**
 * Exchanges with BoondManager and the mail (administrators): the outbox messages, filtered and paged,
 * polled every second while one is on its way; detail with every attempt; retry, cancel; connection test.
 */
export function ExchangesPage({ showMailbox }: { showMailbox: boolean }) {
  const { t } = useTranslation('exchanges');
  const [search] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => initialFilters(search));
  const { page, pageSize, setPage, pagination } = usePaging(PAGE_SIZES);
  const [openId, setOpenId] = useState<number | null>(null);

  const datesInverted = Boolean(filters.from && filters.to && filters.from > filters.to);
  const query: ExchangeFilters = {
    state: filters.state || undefined,
    objectType: filters.objectType || undefined,
    kind: filters.kind || undefined,
    personId: filters.person?.id,
    from: filters.from || undefined,
    // An inverted range is flagged on the field and not sent.
    to: (!datesInverted && filters.to) || undefined,
    page: page + 1,
    pageSize,
  };
  const exchanges = useExchanges(query);
  const polling = exchanges.data?.items.some((m) => isInFlight(m.state)) ?? false;
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTER);

  const update = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
  };

  return (
    <Box>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <ExchangesNav showExchanges showMailbox={showMailbox} />
      <TestActions onOpen={setOpenId} />

      <ListPanel
        titleId="exchanges-list-title"
        title={t('list.title')}
        titleSpacing={1}
        filters={
          <>
            <FilterSelect
              label={t('filters.state')}
              value={filters.state}
              onChange={(state) => update({ state })}
              allLabel={t('filters.all')}
              options={OUTBOX_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
              minWidth={160}
            />
            <FilterSelect
              label={t('filters.objectType')}
              value={filters.objectType}
              onChange={(objectType) => update({ objectType })}
              allLabel={t('filters.all')}
              options={EXCHANGE_OBJECT_TYPES.map((type) => ({ value: type, label: t(`objectTypes.${type}`) }))}
              minWidth={180}
            />
            <FilterSelect
              label={t('filters.kind')}
              value={filters.kind}
              onChange={(kind) => update({ kind })}
              allLabel={t('filters.all')}
              options={EXCHANGE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
              minWidth={220}
            />
            <Box sx={{ width: 190 }}>
              <DateField
                size="small"
                label={t('filters.from')}
                value={filters.from}
                onChange={(from) => update({ from: from ?? '' })}
              />
            </Box>
            <Box sx={{ width: 190 }}>
              <DateField
                size="small"
                label={t('filters.to')}
                value={filters.to}
                onChange={(to) => update({ to: to ?? '' })}
                error={datesInverted}
                helperText={datesInverted ? t('filters.datesInverted') : undefined}
              />
            </Box>
            {filters.person ? (
              <Chip
                label={t('filters.person', { name: filters.person.name })}
                onDelete={() => update({ person: null })}
                color="primary"
                variant="outlined"
              />
            ) : null}
            {filtered ? (
              <Button color="inherit" startIcon={<FilterAltOffOutlined />} onClick={() => update(NO_FILTER)}>
                {t('filters.clear')}
              </Button>
            ) : null}
          </>
        }
      >
        <ListStatus
          loading={exchanges.isFetching && !polling}
          loadingLabel={t('list.loading')}
          isError={exchanges.isError}
          error={exchanges.error}
        >
          {exchanges.data ? t('list.count', { count: exchanges.data.total }) : ''}
          {polling ? ` · ${t('list.polling')}` : ''}
        </ListStatus>
        <ExchangesTable
          items={exchanges.data?.items ?? []}
          loaded={Boolean(exchanges.data)}
          onOpen={setOpenId}
          onPerson={(person) => update({ person })}
        />
        <ListPagination ns="exchanges" keyPrefix="list" count={exchanges.data?.total ?? 0} {...pagination} />
      </ListPanel>
      <ExchangeDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </Box>
  );
}

function ExchangesTable({
  items,
  loaded,
  onOpen,
  onPerson,
}: {
  items: Exchange[];
  loaded: boolean;
  onOpen: (id: number) => void;
  onPerson: (person: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation('exchanges');
  const formatDate = useDateTimeFormat();
  const kindLabel = useKindLabel();
  const objectLabel = useObjectLabel();
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="exchanges-list-title" data-testid="exchanges-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.id')}</TableCell>
            <TableCell>{t('columns.state')}</TableCell>
            <TableCell>{t('columns.kind')}</TableCell>
            <TableCell>{t('columns.object')}</TableCell>
            <TableCell>{t('columns.person')}</TableCell>
            <TableCell>{t('columns.created')}</TableCell>
            <TableCell align="center">{t('columns.attempts')}</TableCell>
            <TableCell>{t('columns.nextAttempt')}</TableCell>
            <TableCell>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((exchange) => (
            <TableRow
              key={exchange.id}
              hover
              data-testid={`exchange-row-${exchange.id}`}
              onClick={() => onOpen(exchange.id)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>{exchange.id}</TableCell>
              <TableCell>
                <ExchangeStateChip state={exchange.state} />
              </TableCell>
              <TableCell>{kindLabel(exchange.kind)}</TableCell>
              <TableCell>{objectLabel(exchange)}</TableCell>
              <TableCell>
                {exchange.personId !== null && exchange.personName ? (
                  <Tooltip title={t('filters.byPerson')}>
                    <Link
                      component="button"
                      type="button"
                      onClick={(event) => {
                        event.stopPropagation();
                        onPerson({ id: exchange.personId!, name: exchange.personName! });
                      }}
                    >
                      {exchange.personName}
                    </Link>
                  </Tooltip>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(exchange.createdAt)}</TableCell>
              <TableCell align="center">
                {t('attemptsOf', { attempts: exchange.attempts, max: exchange.maxAttempts })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(exchange.nextAttemptAt)}</TableCell>
              <TableCell align="right">
                <Tooltip title={t('actions.details')}>
                  <IconButton
                    size="small"
                    aria-label={t('actions.detailsOf', { id: exchange.id })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(exchange.id);
                    }}
                  >
                    <VisibilityOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
          {loaded && items.length === 0 ? <EmptyTableRow colSpan={9}>{t('list.empty')}</EmptyTableRow> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
