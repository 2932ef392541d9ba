import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { BmSkillLineAdmin } from '@my-skills/shared/schemas/business-manager';
import { VisuallyHidden } from '../../../components/a11y/VisuallyHidden';
import { ActiveChip } from '../../../components/lists/ActiveChip';
import { EmptyTableRow } from '../../../components/lists/EmptyTableRow';
import { RowAction } from '../../../components/lists/RowAction';
import { lineName, PROFILES, type Category } from './profiles';

/** A goal: its level, or a dash (read "not assessed") when the profile is not assessed on the line. */
function Goal({ goal, notAssessed }: { goal: number; notAssessed: string }) {
  if (goal > 0) return <>{goal}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{notAssessed}</VisuallyHidden>
    </>
  );
}

/**
 * The lines of one category: French and English names, place, state and the six profiles' goals (the headers are
 * the profiles' short names, the full name on hover and for screen readers), with edit and delete.
 */
export function LinesTable({
  category,
  lines,
  lng,
  onEdit,
  onDelete,
}: {
  category: Category;
  /** null while the list is read. */
  lines: BmSkillLineAdmin[] | null;
  lng: 'fr' | 'en';
  onEdit: (line: BmSkillLineAdmin) => void;
  onDelete: (line: BmSkillLineAdmin) => void;
}) {
  const { t } = useTranslation('businessManagerSkills');
  const muted = { '& > td, & > th': { color: 'text.secondary' } };
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('list.linesOf', { category: category[lng] })}
        data-testid={`bms-lines-${category.group}`}
        sx={{ tableLayout: 'fixed', minWidth: 1080 }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 72 }}>{t('fields.sortOrder')}</TableCell>
            <TableCell>{t('fields.nameFr')}</TableCell>
            <TableCell>{t('fields.nameEn')}</TableCell>
            <TableCell sx={{ width: 120 }}>{t('fields.state')}</TableCell>
            {PROFILES.map((profile) => (
              <TableCell key={profile.id} align="center" sx={{ width: 64 }}>
                <Box
                  component="abbr"
                  title={profile[lng]}
                  aria-hidden="true"
                  sx={{ cursor: 'help', textDecoration: 'underline dotted' }}
                >
                  {profile.short}
                </Box>
                <VisuallyHidden>{t('list.goalOf', { profile: profile[lng] })}</VisuallyHidden>
              </TableCell>
            ))}
            <TableCell align="right" sx={{ width: 100 }}>
              {t('fields.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(lines ?? []).map((line) => {
            const name = lineName(line, lng);
            return (
              <TableRow key={line.id} hover data-testid="bms-line-row" sx={line.isActive ? undefined : muted}>
                <TableCell>{line.sortOrder}</TableCell>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {line.nameFr}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.nameEn}</TableCell>
                <TableCell>
                  <ActiveChip
                    active={line.isActive}
                    labels={{ active: t('states.active'), inactive: t('states.inactive') }}
                    testId="bms-line-state"
                  />
                </TableCell>
                {PROFILES.map((profile) => (
                  <TableCell key={profile.id} align="center" data-testid={`bms-goal-${profile.goalField}`}>
                    <Goal goal={line[profile.goalField]} notAssessed={t('list.notAssessed')} />
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RowAction
                    title={t('list.edit')}
                    label={t('list.editOf', { name })}
                    icon={<EditOutlined fontSize="small" />}
                    onClick={() => onEdit(line)}
                  />
                  <RowAction
                    title={t('list.delete')}
                    label={t('list.deleteOf', { name })}
                    icon={<DeleteOutlined fontSize="small" />}
                    onClick={() => onDelete(line)}
                    color="error"
                  />
                </TableCell>
              </TableRow>
            );
          })}
          {lines && lines.length === 0 ? (
            <EmptyTableRow colSpan={5 + PROFILES.length}>{t('list.empty')}</EmptyTableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
