import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import { useTranslation } from 'react-i18next';
import { SKILL_EVALUATION_TYPES } from '@my-skills/shared/evaluation-rules';
import type { SkillEvaluationLine } from '@my-skills/shared/schemas/evaluation-details';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { DeleteDialog } from '../../../components/dialogs/DeleteDialog';
import { uiLanguageOfTag } from '../../../lib/ui-language';
import { deleteSkillLine } from '../api/delete-skill-line';
import { refreshTechnicalLines } from '../api/refresh-technical-lines';
import { saveEa } from '../api/save-ea';
import { updateSkillLines } from '../api/update-skill-lines';
import { AddSkillLineDialog } from './AddSkillLineDialog';
import { useEvaluation } from './evaluation-context';
import { EaSection } from './EaSection';
import { SkillLineRow, type LineChange } from './SkillLineRow';
import { SkillsSummary } from './SkillsSummary';

/**
 * Skills assessment: the five types, each line rated by both sides (the side the viewer may not write is read-only,
 * the manager's hidden from the employee until validated); every changed line saved at once; free lines added
 * and deleted; the "skills file up to date" box; the averages per type and their chart.
 */
export function SkillsSection() {
  const { t, i18n } = useTranslation('evaluation');
  const { ea, consultantEditable, managerEditable, missing, write, pending, handleSuccess } = useEvaluation();
  const [changes, setChanges] = useState<Record<number, LineChange>>({});
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SkillEvaluationLine | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const editable = consultantEditable || managerEditable;
  const seesManager = ea.permissions.seesManagerSide;
  const changed = Object.entries(changes);
  const lng = uiLanguageOfTag(i18n.language);

  const saveLines = async () => {
    const lines = changed.map(([id, change]) => ({
      id: Number(id),
      ...(consultantEditable
        ? { noteConsultant: change.noteConsultant, commentConsultant: change.commentConsultant }
        : {}),
      ...(managerEditable ? { noteManager: change.noteManager, commentManager: change.commentManager } : {}),
    }));
    if (await write((rowVersion) => updateSkillLines({ idEa: ea.id, rowVersion, lines }))) setChanges({});
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
      <FormControlLabel
        data-testid="dc-up-to-date"
        sx={{
          border: 1,
          borderRadius: 1,
          pr: 2,
          borderColor: consultantEditable && missing.has('isDCUpToDate') ? 'error.main' : 'transparent',
        }}
        control={
          <Checkbox
            checked={ea.isDCUpToDate}
            disabled={!consultantEditable || pending}
            onChange={(event) =>
              void write((rowVersion) => saveEa({ idEa: ea.id, rowVersion, isDCUpToDate: event.target.checked }))
            }
          />
        }
        label={t('skills.upToDate')}
      />
      {SKILL_EVALUATION_TYPES.map((type) => {
        const lines = ea.skills.filter((line) => line.idType === type.id);
        return (
          <Box key={type.id} data-testid={`skill-type-${type.key}`}>
            <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
              {type[lng]}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label={type[lng]}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('skills.line')}</TableCell>
                    <TableCell>{t('skills.consultantNote')}</TableCell>
                    {seesManager ? <TableCell>{t('skills.managerNote')}</TableCell> : null}
                    <TableCell>{t('skills.lastYear')}</TableCell>
                    <TableCell padding="checkbox">
                      <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
                        {t('skills.actions')}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={5}>{t('skills.noLine')}</TableCell>
                    </TableRow>
                  ) : null}
                  {lines.map((line) => (
                    <SkillLineRow
                      key={line.id}
                      line={line}
                      change={changes[line.id]}
                      onChange={(change) =>
                        setChanges((all) => ({ ...all, [line.id]: { ...all[line.id], ...change } }))
                      }
                      consultantEditable={consultantEditable}
                      managerEditable={managerEditable}
                      seesManager={seesManager}
                      missing={missing}
                      onDelete={editable && line.idCriterion === null ? () => setDeleting(line) : undefined}
                    />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
        );
      })}
      {editable ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<SaveOutlined />}
            disabled={changed.length === 0 || pending}
            onClick={() => void saveLines()}
            data-testid="save-skills"
          >
            {t('skills.save', { count: changed.length })}
          </Button>
          <Button variant="outlined" onClick={() => setAdding(true)} data-testid="add-skill-line">
            {t('skills.addLine')}
          </Button>
          {ea.hasSkillsFile ? (
            // Unsaved ratings first: the lines may change under them.
            <Button
              variant="outlined"
              startIcon={<SyncOutlined />}
              disabled={changed.length > 0 || pending}
              onClick={() => setRefreshing(true)}
              data-testid="refresh-technical"
            >
              {t('skills.refresh')}
            </Button>
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
