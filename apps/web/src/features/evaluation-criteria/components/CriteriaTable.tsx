import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { Criterion } from '@my-skills/shared/schemas/evaluation-criteria';
import { ActiveChip } from '../../../components/lists/ActiveChip';
import { EmptyTableRow } from '../../../components/lists/EmptyTableRow';
import { ListPanel } from '../../../components/lists/ListPanel';
import { RowAction } from '../../../components/lists/RowAction';

/** A criterion's name in the interface language. */
export const criterionLabel = (criterion: Criterion, lng: 'fr' | 'en') =>
  lng === 'en' ? criterion.labelEn : criterion.labelFr;

/**
 * The criteria of one type: French and English labels, place, state and use, with edit and delete; "Add" adds one
 * of this type. A deactivated criterion that evaluations use has nothing left to delete.
 */
export function CriteriaTable({
  type,
  criteria,
  lng,
  onAdd,
  onEdit,
  onDelete,
}: {
  type: { id: number; key: string; fr: string; en: string };
  /** null while the list is read. */
  criteria: Criterion[] | null;
  lng: 'fr' | 'en';
  onAdd: () => void;
  onEdit: (criterion: Criterion) => void;
  onDelete: (criterion: Criterion) => void;
}) {
  const { t } = useTranslation('evaluationCriteria');
  const titleId = `criteria-${type.key}-title`;
  return (
    <ListPanel
      titleId={titleId}
      title={type[lng]}
      filters={
        <Button
          size="small"
          variant="outlined"
          startIcon={<Add />}
          onClick={onAdd}
          aria-label={t('list.addOf', { type: type[lng] })}
        >
          {t('list.add')}
        </Button>
      }
    >
      <TableContainer>
        <Table
          size="small"
          aria-labelledby={titleId}
          data-testid={`criteria-${type.key}`}
          sx={{ tableLayout: 'fixed', minWidth: 720 }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>{t('fields.sortOrder')}</TableCell>
              <TableCell>{t('fields.labelFr')}</TableCell>
              <TableCell>{t('fields.labelEn')}</TableCell>
              <TableCell sx={{ width: 130 }}>{t('fields.state')}</TableCell>
              <TableCell align="right" sx={{ width: 170 }}>
                {t('fields.usedBy')}
              </TableCell>
              <TableCell align="right" sx={{ width: 110 }}>
                {t('fields.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(criteria ?? []).map((criterion) => {
              const label = criterionLabel(criterion, lng);
              return (
                <TableRow
                  key={criterion.id}
                  hover
                  data-testid="criterion-row"
                  sx={criterion.isActive ? undefined : { '& > td, & > th': { color: 'text.secondary' } }}
                >
                  <TableCell>{criterion.sortOrder}</TableCell>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {criterion.labelFr}
                  </TableCell>
                  <TableCell>{criterion.labelEn}</TableCell>
                  <TableCell>
                    <ActiveChip
                      active={criterion.isActive}
                      labels={{ active: t('states.active'), inactive: t('states.inactive') }}
                      testId="criterion-state"
                    />
                  </TableCell>
                  <TableCell align="right">{criterion.usedBy}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RowAction
                      title={t('list.edit')}
                      label={t('list.editOf', { label })}
                      icon={<EditOutlined fontSize="small" />}
                      onClick={() => onEdit(criterion)}
                    />
                    {criterion.isActive || criterion.usedBy === 0 ? (
                      <RowAction
                        title={t('list.delete')}
                        label={t('list.deleteOf', { label })}
                        icon={<DeleteOutlined fontSize="small" />}
                        onClick={() => onDelete(criterion)}
                        color="error"
                      />
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
            {criteria && criteria.length === 0 ? <EmptyTableRow colSpan={6}>{t('list.empty')}</EmptyTableRow> : null}
          </TableBody>
        </Table>
      </TableContainer>
    </ListPanel>
  );
}
