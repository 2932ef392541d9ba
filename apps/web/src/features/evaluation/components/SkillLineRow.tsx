import { Fragment, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SkillEvaluationLine } from '@my-skills/shared/schemas/evaluation-details';
import type { SkillEvidenceSkill } from '@my-skills/shared/schemas/skill-evidence';
import { useEditorOf } from '../../../components/document/document-editor';
import { FormText } from '../../../components/form/fields';
import { useEvaluation } from './evaluation-context';
import { lineKey, type EaFormValues } from './evaluation-form';
import { scoreLabel, scoreOptions } from '../../../lib/ratings';
import { LineEvidence } from './LineEvidence';

type Side = 'consultant' | 'manager';
const NOTE = { consultant: 'noteConsultant', manager: 'noteManager' } as const;
const COMMENT = { consultant: 'commentConsultant', manager: 'commentManager' } as const;

/** A score select of the viewer's side (native: forty lines and more stay light), red while missing. */
function ScoreSelect({ line, side }: { line: SkillEvaluationLine; side: Side }) {
  const { t, i18n } = useTranslation('evaluation');
  const { form } = useEditorOf<EaFormValues>();
  const { missing } = useEvaluation();
  const label = `${t(side === 'consultant' ? 'skills.consultantNote' : 'skills.managerNote')} — ${line.label}`;
  return (
    <Controller
      control={form.control}
      name={`lines.${lineKey(line.id)}.${NOTE[side]}`}
      render={({ field }) => {
        const value = field.value as number | null;
        return (
          <TextField
            select
            size="small"
            fullWidth
            value={value ?? ''}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            onBlur={field.onBlur}
            error={missing.has(`skills.${line.id}.${NOTE[side]}`) && !value}
            slotProps={{
              select: { native: true },
              htmlInput: { 'aria-label': label, 'data-testid': `note-${side}-${line.id}` },
            }}
          >
            <option value="">{t('skills.notRated')}</option>
            {scoreOptions(i18n.language).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/** One side's rating as text, and its comment under it when there is one. */
function ReadRating({ note, comment, testId }: { note: number | null; comment: string; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <Box data-testid={testId}>
      <Typography variant="body2">{scoreLabel(note, i18n.language)}</Typography>
      {comment.trim() ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
          {comment}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * One line of the skills assessment: both sides' ratings side by side and last year's. While editing, the viewer's
 * own column is a select and the line's comments open on demand (an icon with their count); otherwise every value
 * reads as text, empty comments hidden.
 */
export function SkillLineRow({
  line,
  columns,
  onDelete,
  evidence,
}: {
  line: SkillEvaluationLine;
  /** The columns shown (the manager's is hidden from the owner until validated). */
  columns: Side[];
  onDelete?: () => void;
  /** The evidence behind the line's catalogue skill (issue 22 §3); absent until read (or when unreadable). */
  evidence?: SkillEvidenceSkill;
}) {
  const { t, i18n } = useTranslation('evaluation');
  const { ea, mayEdit, editing } = useEvaluation();
  const { form } = useEditorOf<EaFormValues>();
  const [open, setOpen] = useState(false);
  const values = useWatch({ control: form.control, name: `lines.${lineKey(line.id)}` }) ?? line;
  const mine = (side: Side) => mayEdit(side === 'consultant' ? 'skillLines.noteConsultant' : 'skillLines.noteManager');
  const comments = columns.filter((side) => values[COMMENT[side]].trim() !== '').length;
  const commentsId = `line-comments-${line.id}`;
  return (
    <Fragment>
      <TableRow data-testid={`skill-line-${line.id}`} sx={open ? { '& > td, & > th': { borderBottom: 0 } } : undefined}>
        <TableCell component="th" scope="row" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {line.label}
          {line.idType === 1 ? (
            <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
              {t('skills.fileLevel', { level: line.skillsFileLevel })}
            </Typography>
          ) : null}
          {line.idSkill !== null && evidence ? (
            <LineEvidence
              idSkill={line.idSkill}
              evidence={evidence}
              rating={values.noteManager ?? values.noteConsultant}
              year={ea.year}
              warn={ea.permissions.side === 'manager'}
            />
          ) : null}
        </TableCell>
        {columns.map((side) => (
          <TableCell key={side}>
            {mine(side) ? (
              <ScoreSelect line={line} side={side} />
            ) : (
              <ReadRating
                note={values[NOTE[side]]}
                comment={editing ? '' : values[COMMENT[side]]}
                testId={`read-note-${side}-${line.id}`}
              />
            )}
          </TableCell>
        ))}
        <TableCell>{scoreLabel(line.lastYearNote, i18n.language)}</TableCell>
        {editing ? (
          <TableCell padding="none" align="right" sx={{ whiteSpace: 'nowrap', pr: 1 }}>
            <Tooltip title={t('skills.comments')}>
              <IconButton
                size="small"
                onClick={() => setOpen((o) => !o)}
                aria-expanded={open}
                aria-controls={commentsId}
                aria-label={t('skills.commentsOf', { name: line.label, count: comments })}
                data-testid={`comments-${line.id}`}
              >
                <Badge badgeContent={comments} color="primary" max={9}>
                  <ChatBubbleOutline fontSize="small" />
                </Badge>
              </IconButton>
            </Tooltip>
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
        ) : null}
      </TableRow>
      {editing && open ? (
        <TableRow id={commentsId} data-testid={`line-comments-${line.id}`}>
          <TableCell colSpan={columns.length + 3} sx={{ pt: 0 }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              {columns.map((side) => {
                const label = `${t(side === 'consultant' ? 'skills.consultantComment' : 'skills.managerComment')} — ${line.label}`;
                return mayEdit(`skillLines.${COMMENT[side]}`) ? (
                  <Box key={side} sx={{ flex: 1 }}>
                    <FormText
                      control={form.control}
                      name={`lines.${lineKey(line.id)}.${COMMENT[side]}`}
                      label={label}
                      multiline
                    />
                  </Box>
                ) : (
                  <Box key={side} sx={{ flex: 1 }}>
                    <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                      {label}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                      {values[COMMENT[side]] || t('skills.noComment')}
                    </Typography>
                  </Box>
                );
              })}
            </Stack>
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}
