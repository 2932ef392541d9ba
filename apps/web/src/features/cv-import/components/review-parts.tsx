import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** One section of the review as a card: its title, how many rows are kept of those read, keep all / drop all. */
export function SectionCard({
  id,
  title,
  kept,
  total,
  onAll,
  children,
}: {
  id: string;
  title: string;
  kept: number;
  total: number;
  onAll?: (keep: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('cvImport');
  const titleId = `cv-section-${id}`;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={`cv-section-${id}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography id={titleId} component="h2" variant="h3" sx={{ fontSize: '1.1rem', flex: 1 }}>
            {title}{' '}
            <Typography component="span" color="text.secondary" data-testid={`cv-count-${id}`}>
              {t('review.count', { kept, total })}
            </Typography>
          </Typography>
          {onAll && total > 0 ? (
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => onAll(true)} aria-label={t('review.keepAllOf', { section: title })}>
                {t('review.keepAll')}
              </Button>
              <Button size="small" onClick={() => onAll(false)} aria-label={t('review.dropAllOf', { section: title })}>
                {t('review.dropAll')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
        {total === 0 ? (
          <Typography color="text.secondary">{t('review.nothing')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {children}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** One proposed row: its tick box (labelled by the row's main line), what was read, and the CV text it came from. */
export function ReviewRow({
  testId,
  label,
  checked,
  disabled,
  disabledHint,
  onKeep,
  details,
  source,
  aside,
}: {
  testId: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  /** Why it cannot be kept (a required field was not read). */
  disabledHint?: string;
  onKeep: (keep: boolean) => void;
  details?: ReactNode;
  source?: string;
  /** Beside the row (e.g. a skill's stars). */
  aside?: ReactNode;
}) {
  const inputId = `${testId}-keep`;
  return (
    <Box
      component="li"
      data-testid={testId}
      data-kept={checked}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1, bgcolor: checked ? undefined : 'action.hover' }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
        <Stack direction="row" sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start' }}>
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={(event) => onKeep(event.target.checked)}
            slotProps={{ input: { id: inputId } }}
            sx={{ mt: -0.5 }}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600, display: 'block' }}>
              {label}
            </Typography>
            {disabled && disabledHint ? (
              <Typography variant="body2" color="warning.dark">
                {disabledHint}
              </Typography>
            ) : null}
            {details}
            {source ? <SourceText text={source} /> : null}
          </Box>
        </Stack>
        {aside ? <Box sx={{ pl: { xs: 5, md: 0 } }}>{aside}</Box> : null}
      </Stack>
    </Box>
  );
}

/** The CV's text a row was read from, folded until asked. */
export function SourceText({ text }: { text: string }) {
  const { t } = useTranslation('cvImport');
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ px: 0.5, minWidth: 0 }}>
        {open ? t('review.hideSource') : t('review.showSource')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Typography
          variant="body2"
          component="pre"
          sx={{
            whiteSpace: 'pre-wrap',
            fontFamily: 'inherit',
            bgcolor: 'action.hover',
            borderRadius: 1,
            p: 1,
            m: 0,
          }}
        >
          {text}
        </Typography>
      </Collapse>
    </Box>
  );
}

/** Secondary lines of a row (empty ones skipped). */
export function Lines({ lines }: { lines: (string | null | undefined | false)[] }) {
  const shown = lines.filter((line): line is string => Boolean(line && line.trim()));
  return (
    <>
      {shown.map((line, index) => (
        <Typography key={index} variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {line}
        </Typography>
      ))}
    </>
  );
}

/** Catalogue skills as chips. */
export function SkillChips({ skills, label }: { skills: { idSkill: number; name: string }[]; label: string }) {
  if (skills.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }} aria-label={label} role="list">
      {skills.map((skill) => (
        <Chip key={skill.idSkill} size="small" label={skill.name} role="listitem" />
      ))}
    </Stack>
  );
}
