import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import { trainingsList, type TrainingRow } from '@my-skills/shared/schemas/trainings';
import { canSeeTrainingBudget } from '@my-skills/shared/trainings-rules';
import { DataList } from '../../../components/lists/DataList';
import { useListState } from '../../../components/lists/use-list-state';
import { PageHeading } from '../../../components/layout/PageHeading';
import { formatDay } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/session';
import { useUiLanguage } from '../../../lib/ui-language';
import { useTrainings } from '../api/list-trainings';
import { BudgetPanel } from './BudgetPanel';
import { NewWishDialog } from './NewWishDialog';
import { ENUMS, formatCost, gridOptionsOf } from './options';
import { TotalsPanel } from './TotalsPanel';
import { TrainingDialog } from './TrainingDialog';

const HIDDEN = ['context', 'requestOrigin', 'desiredDate', 'validation', 'enteredBy', 'createdAt'];

/**
 * Training and certification wishes (/management/formationsCertifications, roles 3–6): the wishes of the people I
 * follow on the lists' grid (every field filterable, Excel export), the totals of hours and cost of what is
 * filtered, the form of a wish, and HR's budget (roles 4–6).
 */
export function TrainingsPage() {
  const { t, i18n } = useTranslation('trainings');
  const { idLang, language } = useUiLanguage();
  const user = useCurrentUser();
  const state = useListState(trainingsList);
  const result = useTrainings(state.query);
  const [open, setOpen] = useState<number | 'new' | null>(null);

  const columns = useMemo<GridColDef<TrainingRow>[]>(() => {
    const named = (field: keyof typeof ENUMS, width = 140): GridColDef<TrainingRow> => ({
      field,
      headerName: t(`columns.${field}`),
      width,
      type: 'singleSelect',
      valueOptions: gridOptionsOf(ENUMS[field], idLang),
      valueGetter: (_v, row) => (row[field as keyof TrainingRow] as { name: string } | null)?.name ?? '',
    });
    const day = (field: 'desiredDate' | 'startDate' | 'endDate' | 'createdAt'): GridColDef<TrainingRow> => ({
      field,
      headerName: t(`columns.${field}`),
      width: 120,
      valueGetter: (_v, row) => formatDay(row[field], i18n.language),
    });
    return [
      {
        field: 'name',
        headerName: t('columns.name'),
        width: 180,
        valueGetter: (_v, row) => `${row.lastName} ${row.firstName}`,
      },
      {
        field: 'title',
        headerName: t('columns.title'),
        width: 240,
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            onClick={() => setOpen(row.id)}
            aria-label={t('list.open', { title: row.title, name: `${row.firstName} ${row.lastName}` })}
            data-testid={`training-${row.id}`}
          >
            {row.title}
          </Link>
        ),
      },
      named('type', 120),
      named('status', 150),
      named('context'),
      named('nature', 170),
      named('requestOrigin', 170),
      named('scheme', 150),
      { field: 'organism', headerName: t('columns.organism'), width: 150 },
      day('desiredDate'),
      day('startDate'),
      day('endDate'),
      { field: 'durationHours', headerName: t('columns.durationHours'), width: 90, type: 'number' },
      {
        field: 'costExclTax',
        headerName: t('columns.costExclTax'),
        width: 120,
        type: 'number',
        valueFormatter: (value: number | null) => formatCost(value, language),
      },
      { field: 'validation', headerName: t('columns.validation'), width: 150 },
      { field: 'enteredBy', headerName: t('columns.enteredBy'), width: 160 },
      {
        field: 'certificationObtained',
        headerName: t('columns.certificationObtained'),
        width: 110,
        type: 'boolean',
      },
      day('createdAt'),
    ];
  }, [t, i18n.language, idLang, language]);

  return (
    <Box>
      <PageHeading
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setOpen('new')} data-testid="training-add">
            {t('list.add')}
          </Button>
        }
      />
      <Stack spacing={2}>
        <TotalsPanel totals={result.data?.totals} />
        <DataList<TrainingRow>
          list={trainingsList}
          state={state}
          result={result}
          columns={columns}
          getRowId={(row) => row.id}
          title={t('list.tableTitle')}
          titleId="trainings-list-title"
          hiddenColumns={HIDDEN}
          exportCall={trainingsCalls.trainingsExport}
          exportName="trainings"
          testId="trainings"
        />
        {user && canSeeTrainingBudget({ roleId: user.role.id }) ? <BudgetPanel /> : null}
      </Stack>
      {open === 'new' ? (
        <NewWishDialog onClose={() => setOpen(null)} onCreated={(id) => setOpen(id)} />
      ) : open !== null ? (
        <TrainingDialog id={open} onClose={() => setOpen(null)} />
      ) : null}
    </Box>
  );
}
