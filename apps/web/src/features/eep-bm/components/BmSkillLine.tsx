import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BmSkillLine as Line } from '@my-skills/shared/schemas/eep-bm';
import { useEditorOf } from '../../../components/document/document-editor';
import { ReadField } from '../../../components/document/read-view';
import { FormText } from '../../../components/form/fields';
import { scoreLabel, scoreOptions } from '../../../lib/ratings';
import { useEepBm, type BmSide } from './eep-bm-context';
import { lineKey, type BmLineValues, type EepBmFormValues } from './eep-bm-form';

const VISION = { consultant: 'evaluationConsultant', manager: 'evaluationManager' } as const;
const COMMENT = { consultant: 'commentConsultant', manager: 'commentManager' } as const;
type VisionPath = `skills.${string}.${string}.${(typeof VISION)[BmSide]}`;
/** A score 0 or empty counts as missing (part 2 §5). */
const unrated = (score: number | null | undefined) => !score;

/** A vision select of the viewer's side (native: nine categories of lines stay light), red while empty. */
function VisionSelect({
  path,
  label,
  flagged,
  testId,
}: {
  path: VisionPath;
  label: string;
  flagged: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation('eepBm');
  const { form } = useEditorOf<EepBmFormValues>();
  return (
    <Controller
      control={form.control}
      name={path}
      render={({ field }) => {
        const value = field.value as number | null;
        const error = flagged && unrated(value);
        return (
          <TextField
            select
            size="small"
            fullWidth
            label={label}
            value={value ?? ''}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            onBlur={field.onBlur}
            error={error}
            helperText={error ? t('skills.toRate') : undefined}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
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

/**
 * One line of a category: the skill, its goal under the shown profile, and each side's vision and comment — a select
 * and a text for the viewer's own side while editing (the employee's for the owner, the manager's for the others),
 * text otherwise. An empty vision of a line the profile assesses is circled in red.
 */
export function BmSkillLine({ group, line, sides }: { group: string; line: Line; sides: readonly BmSide[] }) {
  const { t, i18n } = useTranslation('eepBm');
  const { details, mayEditLine, missing, goalOf } = useEepBm();
  // The check names what the viewer's own side still has to rate.
  const flaggedSide = details.check.side;
  const { form } = useEditorOf<EepBmFormValues>();
  const base = `skills.${group}.${lineKey(line.id)}` as const;
  const values = (useWatch({ control: form.control, name: base }) as BmLineValues | undefined) ?? line;
  const goal = goalOf(line.id, line.goal);
  const assessed = goal > 0;
  return (
    <Paper
      variant="outlined"
      component="li"
      data-testid={`bm-line-${line.id}`}
      // A line the profile does not assess stays readable (no fading): set apart by its background.
      sx={{ p: 2, borderRadius: 2, listStyle: 'none', bgcolor: assessed ? undefined : 'action.hover' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600, flex: '1 1 240px' }}>
          {line.skillName}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={assessed ? 'primary' : 'default'}
          label={assessed ? t('skills.goal', { goal: scoreLabel(goal, i18n.language) }) : t('skills.notAssessed')}
          data-testid={`bm-goal-${line.id}`}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${sides.length}, 1fr)` } }}>
        {sides.map((side) => {
          const visionLabel = `${t(`skills.vision.${side}`)} — ${line.skillName}`;
          const commentLabel = `${t(`skills.comment.${side}`)} — ${line.skillName}`;
          const vision = values[VISION[side]];
          return (
            <Box key={side} sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
              {mayEditLine(side) ? (
                <>
                  <VisionSelect
                    path={`${base}.${VISION[side]}`}
                    label={visionLabel}
                    flagged={assessed}
                    testId={`vision-${side}-${line.id}`}
                  />
                  <FormText control={form.control} name={`${base}.${COMMENT[side]}`} label={commentLabel} multiline />
                </>
              ) : (
                <>
                  <Box
                    sx={
                      side === flaggedSide && missing.has(`skills.${group}.${line.id}`) && unrated(vision)
                        ? { color: 'error.main' }
                        : {}
                    }
                  >
                    <ReadField
                      label={t(`skills.vision.${side}`)}
                      value={vision === null ? '' : scoreLabel(vision, i18n.language)}
                      testId={`read-vision-${side}-${line.id}`}
                    />
                  </Box>
                  <ReadField label={t(`skills.comment.${side}`)} value={values[COMMENT[side]]} hideEmpty />
                </>
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
