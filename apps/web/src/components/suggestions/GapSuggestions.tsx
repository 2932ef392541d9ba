/**
 * A person's skill gaps and, under each, its ranked training suggestions (issue 22 §2), each with a button that turns
 * it into a training wish (the caller decides how: in the evaluation or from the team view). Shown by the
 * evaluation's training section and the manager's team suggestions page. Texts: the `skillsGaps` namespace.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddTaskOutlined from '@mui/icons-material/AddTaskOutlined';
import { useTranslation } from 'react-i18next';
import type { SkillGap, Suggestion } from '@my-skills/shared/schemas/skills-gaps';

export interface GapSuggestionsProps {
  gaps: SkillGap[];
  /** Turns a suggestion into a wish; absent: read-only. */
  onWish?: (gap: SkillGap, suggestion: Suggestion) => void;
  /** The suggestion being turned into a wish (`subject:entry`). */
  pendingKey?: string | null;
  testId?: string;
}

export const suggestionKey = (gap: SkillGap, s: Suggestion) => `${gap.subject.kind}-${gap.subject.id}-${s.idEntry}`;

export function GapSuggestions({ gaps, onWish, pendingKey, testId = 'gap-suggestions' }: GapSuggestionsProps) {
  const { t, i18n } = useTranslation('skillsGaps');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  if (gaps.length === 0)
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        {t('gaps.none')}
      </Typography>
    );
  return (
    <Stack spacing={1.5} data-testid={testId}>
      {gaps.map((gap) => (
        <Paper
          key={`${gap.subject.kind}-${gap.subject.id}`}
          variant="outlined"
          sx={{ p: 1.5, borderRadius: 2 }}
          data-testid={`gap-${gap.subject.kind}-${gap.subject.id}`}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="h4" variant="subtitle2">
              {gap.subject.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('gaps.levels', { from: gap.levelFrom, to: gap.levelTo })}
            </Typography>
            {gap.sources.map((source) => (
              <Chip
                key={source}
                size="small"
                variant="outlined"
                label={
                  source === 'demand' ? t('sources.demandCount', { count: gap.demandCount }) : t(`sources.${source}`)
                }
              />
            ))}
          </Stack>
          {gap.suggestions.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('gaps.noSuggestion')}
            </Typography>
          ) : (
            <Box component="ol" sx={{ m: 0, mt: 1, pl: 2.5 }}>
              {gap.suggestions.map((s) => {
                const key = suggestionKey(gap, s);
                return (
                  <Box component="li" key={s.idEntry} sx={{ py: 0.5 }} data-testid={`suggestion-${key}`}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                      <Box sx={{ flex: 1 }}>
                        <Typography variant="body2" sx={{ fontWeight: 500 }}>
                          {s.title}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {[
                            s.type?.name,
                            s.organism,
                            t('suggestion.hours', { count: s.durationHours }),
                            money.format(s.costExclTax),
                            s.scheme?.name,
                            t('suggestion.level', { level: s.level }),
                            s.closesGap ? t('suggestion.closes') : null,
                            s.successCount > 0 ? t('suggestion.successes', { count: s.successCount }) : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Typography>
                      </Box>
                      {onWish ? (
                        <Button
                          size="small"
                          variant="outlined"
                          startIcon={<AddTaskOutlined />}
                          loading={pendingKey === key}
                          disabled={pendingKey !== undefined && pendingKey !== null && pendingKey !== key}
                          onClick={() => onWish(gap, s)}
                          aria-label={t('suggestion.makeWishNamed', { title: s.title, skill: gap.subject.name })}
                          data-testid={`make-wish-${key}`}
                        >
                          {t('suggestion.makeWish')}
                        </Button>
                      ) : null}
                    </Stack>
                  </Box>
                );
              })}
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
