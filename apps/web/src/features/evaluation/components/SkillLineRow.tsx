import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { SkillEvaluationLine } from '@my-skills/shared/schemas/evaluation-details';
import { scoreLabel, scoreOptions } from './ratings';

export type LineChange = Partial<
  Pick<SkillEvaluationLine, 'noteConsultant' | 'noteManager' | 'commentConsultant' | 'commentManager'>
>;

/** A score select (native: forty lines and more stay light), red while the viewer's rating is missing. */
function ScoreSelect({
  value,
  onChange,
  label,
  testId,
  disabled,
  missing,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  label: string;
  testId: string;
  disabled: boolean;
  missing: boolean;
}) {
  const { t, i18n } = useTranslation('evaluation');
  return (
    <TextField
      select
      size="small"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={disabled}
      error={missing}
      sx={{ minWidth: 190 }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label, 'data-testid': testId } }}
    >
      <option value="">{t('skills.notRated')}</option>
      {scoreOptions(i18n.language).map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** One line of the skills assessment: both sides' ratings and comments, last year's manager rating. */
export function SkillLineRow({
  line,
  change,
  onChange,
  consultantEditable,
  managerEditable,
  seesManager,
  missing,
  onDelete,
}: {
  line: SkillEvaluationLine;
  change: LineChange | undefined;
  onChange: (change: LineChange) => void;
  consultantEditable: boolean;
  managerEditable: boolean;
  seesManager: boolean;
  missing: ReadonlySet<string>;
  onDelete?: () => void;
}) {
  const { t, i18n } = useTranslation('evaluation');
  const shown = { ...line, ...change };
  const comment = (side: 'commentConsultant' | 'commentManager', editable: boolean, label: string) => (
    <TextField
      size="small"
      multiline
      maxRows={4}
      value={shown[side]}
      onChange={(event) => onChange({ [side]: event.target.value })}
      disabled={!editable}
      fullWidth
      slotProps={{ htmlInput: { 'aria-label': `${label} — ${line.label}`, maxLength: 4096 } }}
    />
  );
  return (
    <TableRow data-testid={`skill-line-${line.id}`}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
        {line.label}
        {line.idType === 1 ? (
          <span style={{ display: 'block', fontSize: '0.8rem', opacity: 0.75 }}>
            {t('skills.fileLevel', { level: line.skillsFileLevel })}
          </span>
        ) : null}
      </TableCell>
      <TableCell>
        <ScoreSelect
          value={shown.noteConsultant}
          onChange={(noteConsultant) => onChange({ noteConsultant })}
          label={`${t('skills.consultantNote')} — ${line.label}`}
          testId={`note-consultant-${line.id}`}
          disabled={!consultantEditable}
          missing={consultantEditable && missing.has(`skills.${line.id}.noteConsultant`) && !shown.noteConsultant}
        />
        {comment('commentConsultant', consultantEditable, t('skills.consultantComment'))}
      </TableCell>
      {seesManager ? (
        <TableCell>
          <ScoreSelect
            value={shown.noteManager}
            onChange={(noteManager) => onChange({ noteManager })}
            label={`${t('skills.managerNote')} — ${line.label}`}
            testId={`note-manager-${line.id}`}
            disabled={!managerEditable}
            missing={managerEditable && missing.has(`skills.${line.id}.noteManager`) && !shown.noteManager}
          />
          {comment('commentManager', managerEditable, t('skills.managerComment'))}
        </TableCell>
      ) : null}
      <TableCell>{scoreLabel(line.lastYearNote, i18n.language)}</TableCell>
      <TableCell padding="checkbox">
        {onDelete ? (
          <Tooltip title={t('skills.deleteLine')}>
            <IconButton
              size="small"
              color="error"
              onClick={onDelete}
              aria-label={`${t('skills.deleteLine')} — ${line.label}`}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
