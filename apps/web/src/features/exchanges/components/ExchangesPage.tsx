import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import {
  EXCHANGE_KINDS,
  EXCHANGE_OBJECT_TYPES,
  OUTBOX_STATES,
  type Exchange,
  type ExchangeKind,
  type ExchangeObjectType,
  type OutboxState,
} from '@my-skills/shared/schemas/exchanges';
import { errorMessage } from '../../../lib/error-message';
import { isInFlight, useExchanges, type ExchangeFilters } from '../api/list-exchanges';
import { ExchangeDetailDialog } from './ExchangeDetailDialog';
import { ExchangeStateChip } from './ExchangeStateChip';
import { ExchangesNav } from './ExchangesNav';
import { TestActions } from './TestActions';
import { useDateTimeFormat, useKindLabel, useObjectLabel } from './format';

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

/**
 * Exchanges with BoondManager and the mail (administrators): the outbox messages, filtered and paged,
 * polled every second while one is on its way; detail with every attempt; retry, cancel; connection test.
 */
export function ExchangesPage({ showMailbox }: { showMailbox: boolean }) {
  const { t } = useTranslation('exchanges');
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
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
      <Typography variant="h1" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('subtitle')}
      </Typography>
      <ExchangesNav showExchanges showMailbox={showMailbox} />
      <TestActions onOpen={setOpenId} />

      <Paper variant="outlined" component="section" aria-labelledby="exchanges-list-title" sx={{ borderRadius: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ p: 2.5, pb: 1.5, alignItems: { md: 'center' }, flexWrap: 'wrap', rowGap: 2 }}
        >
          <Typography id="exchanges-list-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mr: 1 }}>
            {t('list.title')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('filters.state')}
            value={filters.state}
            onChange={(event) => update({ state: event.target.value as Filters['state'] })}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
            {OUTBOX_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {t(`states.${state}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('filters.objectType')}
            value={filters.objectType}
            onChange={(event) => update({ objectType: event.target.value as Filters['objectType'] })}
            sx={{ minWidth: 180 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
            {EXCHANGE_OBJECT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`objectTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('filters.kind')}
            value={filters.kind}
            onChange={(event) => update({ kind: event.target.value as Filters['kind'] })}
            sx={{ minWidth: 220 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
            {EXCHANGE_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label={t('filters.from')}
            value={filters.from}
            onChange={(event) => update({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('filters.to')}
            value={filters.to}
            onChange={(event) => update({ to: event.target.value })}
            error={datesInverted}
            helperText={datesInverted ? t('filters.datesInverted') : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
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
        </Stack>
        <Box sx={{ height: 4 }}>
          {exchanges.isFetching && !polling ? <LinearProgress aria-label={t('list.loading')} /> : null}
        </Box>
        {exchanges.isError ? (
          <Alert severity="error" sx={{ mx: 2.5, my: 1 }}>
            {errorMessage(exchanges.error)}
          </Alert>
        ) : null}
        <Typography
          variant="caption"
          color="text.secondary"
          role="status"
          aria-live="polite"
          sx={{ display: 'block', px: 2.5, py: 0.5 }}
        >
          {exchanges.data ? t('list.count', { count: exchanges.data.total }) : ''}
          {polling ? ` · ${t('list.polling')}` : ''}
        </Typography>
        <ExchangesTable
          items={exchanges.data?.items ?? []}
          loaded={Boolean(exchanges.data)}
          onOpen={setOpenId}
          onPerson={(person) => update({ person })}
        />
        <TablePagination
          component="div"
          count={exchanges.data?.total ?? 0}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('list.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`list.goTo.${type}`)}
        />
      </Paper>
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
              <Box component="span" sx={visuallyHidden}>
                {t('columns.actions')}
              </Box>
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
          {loaded && items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={9} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                {t('list.empty')}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
