import { useMemo } from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import {
  EXCHANGE_KINDS,
  EXCHANGE_OBJECT_TYPES,
  OUTBOX_STATES,
  type Exchange,
} from '@my-skills/shared/schemas/exchanges';
import { useDateTimeFormat } from '../../../lib/dates';
import { ExchangeStateChip } from './ExchangeStateChip';

/** Columns the grid hides until chosen. */
export const HIDDEN_EXCHANGE_COLUMNS = ['objectId', 'createdByName', 'sentAt'];

/**
 * The exchanges grid's columns (each `field` a column of the shared `exchangesList`): the state as its chip, the
 * kind and the object translated, the person as a link that filters on them, the attempts, the last error, the
 * times; and the details button.
 */
export function useExchangeColumns({
  onOpen,
  onPerson,
}: {
  onOpen: (id: number) => void;
  onPerson: (name: string) => void;
}): GridColDef<Exchange>[] {
  const { t } = useTranslation('exchanges');
  const formatDate = useDateTimeFormat();

  return useMemo<GridColDef<Exchange>[]>(() => {
    const kindLabel = (kind: string) => t(`kinds.${kind}`, { defaultValue: kind });
    const objectLabel = ({ objectType, objectId }: Exchange) => {
      const type = t(`objectTypes.${objectType}`, { defaultValue: objectType });
      return objectId === null ? type : t('object', { type, id: objectId });
    };
    return [
      { field: 'id', headerName: t('columns.id'), width: 80, type: 'number' },
      {
        field: 'state',
        headerName: t('columns.state'),
        width: 140,
        type: 'singleSelect',
        valueOptions: OUTBOX_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
        renderCell: ({ row }) => <ExchangeStateChip state={row.state} />,
      },
      {
        field: 'kind',
        headerName: t('columns.kind'),
        minWidth: 190,
        flex: 1,
        type: 'singleSelect',
        valueOptions: EXCHANGE_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) })),
        renderCell: ({ row }) => kindLabel(row.kind),
      },
      {
        field: 'objectType',
        headerName: t('columns.object'),
        minWidth: 200,
        flex: 1,
        type: 'singleSelect',
        valueOptions: EXCHANGE_OBJECT_TYPES.map((type) => ({ value: type, label: t(`objectTypes.${type}`) })),
        renderCell: ({ row }) => objectLabel(row),
      },
      { field: 'objectId', headerName: t('columns.objectId'), width: 110, type: 'number' },
      {
        field: 'personName',
        headerName: t('columns.person'),
        minWidth: 160,
        flex: 1,
        renderCell: ({ row }) =>
          row.personName ? (
            <Tooltip title={t('filters.byPerson')} describeChild>
              <Link component="button" type="button" onClick={() => onPerson(row.personName!)}>
                {row.personName}
              </Link>
            </Tooltip>
          ) : (
            '—'
          ),
      },
      { field: 'createdByName', headerName: t('columns.createdBy'), width: 160 },
      {
        field: 'attempts',
        headerName: t('columns.attempts'),
        width: 110,
        type: 'number',
        renderCell: ({ row }) => t('attemptsOf', { attempts: row.attempts, max: row.maxAttempts }),
      },
      {
        field: 'lastErrorCode',
        headerName: t('columns.lastError'),
        width: 150,
        renderCell: ({ row }) =>
          row.lastError
            ? (row.lastError.code ??
              (row.lastError.status !== null ? t('error.status', { status: row.lastError.status }) : '—'))
            : '—',
      },
      {
        field: 'createdAt',
        headerName: t('columns.created'),
        width: 170,
        renderCell: ({ row }) => formatDate(row.createdAt),
      },
      {
        field: 'nextAttemptAt',
        headerName: t('columns.nextAttempt'),
        width: 170,
        renderCell: ({ row }) => formatDate(row.nextAttemptAt),
      },
      {
        field: 'sentAt',
        headerName: t('columns.sentAt'),
        width: 170,
        renderCell: ({ row }) => formatDate(row.sentAt),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 70,
        align: 'right',
        disableColumnMenu: true,
        renderHeader: () => null,
        renderCell: ({ row }) => (
          <Tooltip title={t('actions.details')}>
            <IconButton size="small" aria-label={t('actions.detailsOf', { id: row.id })} onClick={() => onOpen(row.id)}>
              <VisibilityOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ];
  }, [t, formatDate, onOpen, onPerson]);
}
