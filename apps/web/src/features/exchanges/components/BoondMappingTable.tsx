import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import PlaylistRemoveOutlined from '@mui/icons-material/PlaylistRemoveOutlined';
import { useTranslation } from 'react-i18next';
import type {
  BoondDictionaryEntry,
  BoondMapping,
  BoondMappingRow,
  BoondMappingSaveBody,
  BoondMappingSaved,
} from '@my-skills/shared/schemas/boond-mapping';
import { VisuallyHidden } from '../../../components/a11y/VisuallyHidden';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { EmptyTableRow } from '../../../components/lists/EmptyTableRow';
import { ListPagination } from '../../../components/lists/ListPagination';
import { SearchField } from '../../../components/lists/SearchField';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { useDateTimeFormat } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useUiLanguage, type UiLanguage } from '../../../lib/ui-language';
import { NOTIFICATION_LINE_SEPARATOR } from '@my-skills/shared/constants';
import { useDeleteBoondMapping } from '../api/delete-boond-mapping';
import { useSaveBoondMapping } from '../api/save-boond-mapping';
import { BoondMappingStateChip } from './BoondMappingStateChip';
import {
  canConfirm,
  initialChoice,
  isDecided,
  notSentDecisions,
  ourLabel,
  proposalDecisions,
  rowKey,
  visibleRows,
  type MappingChoice,
} from './mapping-rows';

const PAGE_SIZES = [25, 50, 100];
const COLUMNS = 5;

type Bulk = 'proposals' | 'notSent';

/**
 * One kind of the mapping: a search, the filter on values needing a decision, the bulk decisions, and the table of our
 * values (state, tenant value, an editor and Confirm / Forget per row), paged.
 */
export function BoondMappingKindPanel({
  data,
  onlyUndecided,
  onOnlyUndecided,
}: {
  data: BoondMapping['kinds'][number];
  onlyUndecided: boolean;
  onOnlyUndecided: (on: boolean) => void;
}) {
  const { t } = useTranslation('exchanges');
  const { language } = useUiLanguage();
  const notify = useNotify();
  const save = useSaveBoondMapping();
  const forget = useDeleteBoondMapping();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  /** The editors' choices that differ from what a row starts with, by row key. */
  const [choices, setChoices] = useState<ReadonlyMap<string, MappingChoice | null>>(new Map());
  const [forgetting, setForgetting] = useState<BoondMappingRow | null>(null);
  const [bulk, setBulk] = useState<Bulk | null>(null);
  const busy = save.isPending || forget.isPending;

  const kindLabel = t(`mapping.kinds.${data.kind}`);
  const notSentLabel = t('mapping.notSent');
  const options = useMemo<MappingChoice[]>(
    () => [
      { boondId: null, label: notSentLabel },
      ...data.entries.map(choiceOf).sort((a, b) => a.label.localeCompare(b.label, language)),
    ],
    [data.entries, notSentLabel, language],
  );
  const rows = visibleRows(data.rows, search, onlyUndecided);
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = rows.slice(shownPage * pageSize, (shownPage + 1) * pageSize);
  const proposals = proposalDecisions(data.rows);
  const withoutMatch = notSentDecisions(data.rows);

  const choiceFor = (row: BoondMappingRow) => {
    const key = rowKey(row);
    return choices.has(key) ? (choices.get(key) ?? null) : initialChoice(row, notSentLabel);
  };
  const choose = (row: BoondMappingRow, choice: MappingChoice | null) =>
    setChoices((current) => new Map(current).set(rowKey(row), choice));
  const clearChoices = (keys: string[]) =>
    setChoices((current) => {
      const next = new Map(current);
      for (const key of keys) next.delete(key);
      return next;
    });

  const saved = ({ data: answer, message }: { data: BoondMappingSaved; message: string }) =>
    notify(
      [message || t('mapping.saved'), answer.requeued > 0 ? t('mapping.requeued', { count: answer.requeued }) : '']
        .filter(Boolean)
        .join(NOTIFICATION_LINE_SEPARATOR),
      'success',
    );

  const decide = (decisions: BoondMappingSaveBody['decisions'], onSettled?: () => void) =>
    save.mutate(
      { decisions },
      {
        onSuccess: (result) => {
          clearChoices(decisions.map(rowKey));
          saved(result);
        },
        onError: (error) => notify(errorMessage(error), 'error'),
        onSettled,
      },
    );

  const confirmForget = () => {
    if (!forgetting) return;
    const row = forgetting;
    forget.mutate(
      { kind: row.kind, ourValue: row.ourValue },
      {
        onSuccess: (result) => {
          clearChoices([rowKey(row)]);
          saved(result);
        },
        onError: (error) => notify(errorMessage(error), 'error'),
        onSettled: () => setForgetting(null),
      },
    );
  };

  const confirmBulk = () => decide(bulk === 'proposals' ? proposals : withoutMatch, () => setBulk(null));

  const toPage = (next: number) => setPage(next);
  const searchId = `mapping-search-${data.kind}`;
  const tableId = `mapping-table-${data.kind}`;

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ p: 2.5, pb: 1.5, alignItems: { md: 'center' }, flexWrap: 'wrap', rowGap: 2 }}
      >
        <SearchField
          id={searchId}
          size="small"
          label={t('mapping.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          controls={tableId}
          sx={{ minWidth: 260 }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={onlyUndecided}
              onChange={(event) => {
                onOnlyUndecided(event.target.checked);
                setPage(0);
              }}
            />
          }
          label={t('mapping.onlyUndecided')}
        />
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<DoneAllOutlined />}
          onClick={() => setBulk('proposals')}
          disabled={busy || proposals.length === 0}
        >
          {t('mapping.bulk.confirmProposals', { count: proposals.length })}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<PlaylistRemoveOutlined />}
          onClick={() => setBulk('notSent')}
          disabled={busy || withoutMatch.length === 0}
        >
          {t('mapping.bulk.notSent', { count: withoutMatch.length })}
        </Button>
      </Stack>
      <Typography
        variant="caption"
        color="text.secondary"
        role="status"
        aria-live="polite"
        sx={{ display: 'block', px: 2.5, py: 0.5 }}
        data-testid="mapping-count"
      >
        {t('mapping.list.count', { count: rows.length })}
      </Typography>
      <TableContainer>
        <Table
          size="small"
          id={tableId}
          aria-label={t('mapping.caption', { kind: kindLabel })}
          data-testid="mapping-table"
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('mapping.columns.ourValue')}</TableCell>
              <TableCell>{t('mapping.columns.state')}</TableCell>
              <TableCell>{t('mapping.columns.boondValue')}</TableCell>
              <TableCell sx={{ minWidth: 280 }}>{t('mapping.columns.choice')}</TableCell>
              <TableCell>
                <VisuallyHidden>{t('mapping.columns.actions')}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <MappingRow
                key={rowKey(row)}
                row={row}
                language={language}
                options={options}
                choice={choiceFor(row)}
                onChoose={(choice) => choose(row, choice)}
                onConfirm={(choice) => decide([{ kind: row.kind, ourValue: row.ourValue, boondId: choice.boondId }])}
                onForget={() => setForgetting(row)}
                busy={busy}
              />
            ))}
            {shown.length === 0 ? (
              <EmptyTableRow colSpan={COLUMNS}>
                {onlyUndecided && search.trim() === '' ? t('mapping.list.noneUndecided') : t('mapping.list.empty')}
              </EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination
        ns="exchanges"
        keyPrefix="mapping.list"
        count={rows.length}
        page={shownPage}
        onPageChange={toPage}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPageSizeChange={setPageSize}
      />

      <ConfirmDialog
        open={forgetting !== null}
        title={t('mapping.forgetTitle')}
        onCancel={() => setForgetting(null)}
        onConfirm={confirmForget}
        confirmDisabled={busy}
        confirmLabel={t('mapping.forget')}
      >
        <Typography>
          {forgetting ? t('mapping.confirmForget', { label: ourLabel(forgetting, language) }) : null}
        </Typography>
      </ConfirmDialog>
      <ConfirmDialog
        open={bulk !== null}
        onCancel={() => setBulk(null)}
        onConfirm={confirmBulk}
        confirmDisabled={busy}
        confirmLabel={
          bulk === 'notSent'
            ? t('mapping.bulk.notSent', { count: withoutMatch.length })
            : t('mapping.bulk.confirmProposals', { count: proposals.length })
        }
      >
        <Typography>
          {bulk === 'notSent'
            ? t('mapping.bulk.notSentQuestion', { count: withoutMatch.length, kind: kindLabel })
            : t('mapping.bulk.proposalsQuestion', { count: proposals.length, kind: kindLabel })}
        </Typography>
      </ConfirmDialog>
    </>
  );
}

const choiceOf = (entry: BoondDictionaryEntry): MappingChoice => ({ boondId: entry.id, label: entry.label });

function MappingRow({
  row,
  language,
  options,
  choice,
  onChoose,
  onConfirm,
  onForget,
  busy,
}: {
  row: BoondMappingRow;
  language: UiLanguage;
  options: MappingChoice[];
  choice: MappingChoice | null;
  onChoose: (choice: MappingChoice | null) => void;
  onConfirm: (choice: MappingChoice) => void;
  onForget: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('exchanges');
  const label = ourLabel(row, language);
  const confirmable = canConfirm(row, choice);
  return (
    <TableRow hover data-testid={`mapping-row-${row.kind}-${row.ourValue}`} data-state={row.state}>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{label}</TableCell>
      <TableCell>
        <BoondMappingStateChip state={row.state} />
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }} data-testid="mapping-boond-value">
        <TenantValue row={row} />
      </TableCell>
      <TableCell>
        <Autocomplete
          size="small"
          options={options}
          value={choice}
          onChange={(_event, value) => onChoose(value)}
          getOptionLabel={(option) => option.label}
          getOptionKey={(option) => option.boondId ?? ''}
          isOptionEqualToValue={(a, b) => a.boondId === b.boondId}
          noOptionsText={t('mapping.noOption')}
          disabled={busy}
          renderInput={(params) => (
            <TextField
              {...params}
              placeholder={t('mapping.choicePlaceholder')}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('mapping.choiceOf', { label }) },
              }}
            />
          )}
        />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant={row.state === 'proposed' ? 'contained' : 'outlined'}
            onClick={() => (confirmable ? onConfirm(choice) : undefined)}
            disabled={busy || !confirmable}
            aria-label={t('mapping.confirmOf', { label })}
          >
            {t('mapping.confirm')}
          </Button>
          {isDecided(row.state) ? (
            <Button
              size="small"
              color="error"
              onClick={onForget}
              disabled={busy}
              aria-label={t('mapping.forgetOf', { label })}
            >
              {t('mapping.forget')}
            </Button>
          ) : null}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** The tenant's value: the decided one, "not sent", the proposal, or the decided id gone from the dictionary. */
function TenantValue({ row }: { row: BoondMappingRow }) {
  const { t } = useTranslation('exchanges');
  const formatDate = useDateTimeFormat();
  const decidedBy =
    row.decidedAt !== null ? (
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {row.decidedBy
          ? t('mapping.decidedBy', { name: row.decidedBy, date: formatDate(row.decidedAt) })
          : t('mapping.decidedOn', { date: formatDate(row.decidedAt) })}
      </Typography>
    ) : null;
  switch (row.state) {
    case 'decided':
      return (
        <>
          {row.boondLabel ?? row.boondId}
          {decidedBy}
        </>
      );
    case 'notSent':
      return (
        <>
          <Box component="span" sx={{ fontStyle: 'italic' }}>
            {t('mapping.notSent')}
          </Box>
          {decidedBy}
        </>
      );
    case 'proposed':
      return <>{row.proposal ? t('mapping.proposedValue', { label: row.proposal.label }) : '—'}</>;
    case 'stale':
      return (
        <>
          {t('mapping.staleValue', { id: row.boondId ?? '' })}
          {row.proposal ? (
            <Typography variant="body2" sx={{ display: 'block' }}>
              {t('mapping.proposedValue', { label: row.proposal.label })}
            </Typography>
          ) : null}
          {decidedBy}
        </>
      );
    default:
      return <>—</>;
  }
}
