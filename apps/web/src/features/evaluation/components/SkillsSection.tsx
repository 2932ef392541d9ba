import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import { useTranslation } from 'react-i18next';
import { SKILL_EVALUATION_TYPES } from '@my-skills/shared/evaluation-rules';
import type { SkillEvaluationLine } from '@my-skills/shared/schemas/evaluation-details';
import { VisuallyHidden } from '../../../components/a11y/VisuallyHidden';
import { useEditorOf } from '../../../components/document/document-editor';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { DeleteDialog } from '../../../components/dialogs/DeleteDialog';
import { uiLanguageOfTag } from '../../../lib/ui-language';
import { evidenceBySkill, useSkillEvidence } from '../../../lib/skill-evidence';
import { deleteSkillLine } from '../api/delete-skill-line';
import { refreshTechnicalLines } from '../api/refresh-technical-lines';
import { AddSkillLineDialog } from './AddSkillLineDialog';
import { useEvaluation } from './evaluation-context';
import { EaCheck } from './EaFields';
import { EaSection } from './EaSection';
import { SkillLineRow } from './SkillLineRow';
import { SkillsSummary } from './SkillsSummary';

/** The columns of every type's table, one width each across the five types (fixed layout). */
const WIDTHS = { line: '34%', rating: '24%', lastYear: '18%', actions: '96px' };

/**
 * Skills assessment: the five types, each line rated by both sides side by side (the manager's column hidden from
 * the employee until validated), last year's rating beside; the "skills file up to date" box; free lines added and
 * deleted and the technical lines re-read from the skills file while editing; the averages per type and their chart.
 */
export function SkillsSection() {
  const { t, i18n } = useTranslation('evaluation');
  const { ea, write, pending, handleSuccess, mayEdit, editing } = useEvaluation();
  const editor = useEditorOf();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SkillEvaluationLine | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const editsLines = mayEdit('rows.skillLines');
  const columns = ea.permissions.seesManagerSide ? (['consultant', 'manager'] as const) : (['consultant'] as const);
  const lng = uiLanguageOfTag(i18n.language);
  // The evidence behind the rated catalogue skills: counts and last use beside each line.
  const evidenceQuery = useSkillEvidence(ea.idUser);
  const evidence = evidenceBySkill(evidenceQuery.data?.skills);
  const evidenceOf = (idSkill: number) =>
    evidence.get(idSkill) ?? {
      idSkill,
      name: '',
      confirmed: 0,
      proposed: 0,
      lastUsed: null,
      ongoing: false,
      items: [],
    };

  const refresh = async () => {
    const done = await write((rowVersion) => refreshTechnicalLines({ idUser: ea.idUser, idEa: ea.id, rowVersion }), {
      quiet: true,
    });
    setRefreshing(false);
    if (done) handleSuccess(t('skills.refreshed'));
  };
  const remove = async (line: SkillEvaluationLine) => {
    const done = await write((rowVersion) => deleteSkillLine({ id: line.id, idEa: ea.id, rowVersion }));
    if (done) setDeleting(null);
  };

  return (
    <EaSection section="skills" icon={<PsychologyOutlined />} count={ea.skills.length}>
      {!ea.hasSkillsFile ? (
        <Alert severity="warning" data-testid="no-skills-file">
          {t('skills.noSkillsFile')}
        </Alert>
      ) : null}
      <Box data-testid="dc-up-to-date">
        <EaCheck name="isDCUpToDate" label={t('skills.upToDate')} missingKey="isDCUpToDate" />
      </Box>
      {SKILL_EVALUATION_TYPES.map((type) => {
        const lines = ea.skills.filter((line) => line.idType === type.id);
        return (
          <Box key={type.id} data-testid={`skill-type-${type.key}`}>
            <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
              {type[lng]}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label={type[lng]} sx={{ tableLayout: 'fixed', minWidth: 640 }}>
                <colgroup>
                  <col style={{ width: WIDTHS.line }} />
                  {columns.map((side) => (
                    <col key={side} style={{ width: WIDTHS.rating }} />
                  ))}
                  <col style={{ width: WIDTHS.lastYear }} />
                  {editing ? <col style={{ width: WIDTHS.actions }} /> : null}
                </colgroup>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('skills.line')}</TableCell>
                    <TableCell>{t('skills.consultantNote')}</TableCell>
                    {columns.length > 1 ? <TableCell>{t('skills.managerNote')}</TableCell> : null}
                    <TableCell>{t('skills.lastYear')}</TableCell>
                    {editing ? (
                      <TableCell>
                        <VisuallyHidden>{t('skills.actions')}</VisuallyHidden>
                      </TableCell>
                    ) : null}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={columns.length + (editing ? 3 : 2)}>{t('skills.noLine')}</TableCell>
                    </TableRow>
                  ) : null}
                  {lines.map((line) => (
                    <SkillLineRow
                      key={line.id}
                      line={line}
                      columns={[...columns]}
                      evidence={
                        line.idSkill === null || !evidenceQuery.isSuccess ? undefined : evidenceOf(line.idSkill)
                      }
                      onDelete={editsLines && line.idCriterion === null ? () => setDeleting(line) : undefined}
                    />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
        );
      })}
      {editsLines ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setAdding(true)} data-testid="add-skill-line">
            {t('skills.addLine')}
          </Button>
          {ea.hasSkillsFile ? (
            // Unsaved ratings first: the lines may change under them.
            <Tooltip title={editor.dirty ? t('skills.refreshSaveFirst') : ''}>
              <span>
                <Button
                  variant="outlined"
                  startIcon={<SyncOutlined />}
                  disabled={editor.dirty || pending}
                  onClick={() => setRefreshing(true)}
                  data-testid="refresh-technical"
                >
                  {t('skills.refresh')}
                </Button>
              </span>
            </Tooltip>
          ) : null}
        </Box>
      ) : null}
      <SkillsSummary />
      {adding ? <AddSkillLineDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={refreshing}
        title={t('skills.refresh')}
        onCancel={() => setRefreshing(false)}
        onConfirm={() => void refresh()}
        confirmDisabled={pending}
        confirmLabel={t('skills.refreshConfirm')}
      >
        <Typography>{t('skills.refreshExplained')}</Typography>
      </ConfirmDialog>
      <DeleteDialog
        name={deleting?.label ?? null}
        question={(name) => t('skills.confirmDelete', { name })}
        pending={pending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </EaSection>
  );
}
