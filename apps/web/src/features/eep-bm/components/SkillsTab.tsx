import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { colourOf, vision } from '@my-skills/shared/eep-bm-rules';
import type { BmCategory } from '@my-skills/shared/schemas/eep-bm';
import { useEditorOf } from '../../../components/document/document-editor';
import { BmSection } from './BmSection';
import { BmSkillLine } from './BmSkillLine';
import { useEepBm, type BmSide } from './eep-bm-context';
import { lineKey, type BmLineValues, type EepBmFormValues } from './eep-bm-form';

const mean = (value: number | null, lng: string) =>
  value === null ? '—' : value.toLocaleString(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * One category's accordion: its name, the maturity objective under the shown profile, both visions' means as typed
 * (green when their mean reaches the objective, else orange — part 2 §9), how many lines the viewer still has to
 * rate, and its lines.
 */
function CategoryAccordion({ category, sides }: { category: BmCategory; sides: readonly BmSide[] }) {
  const { t, i18n } = useTranslation('eepBm');
  const { details, missing, editing, mayEditLine, goalOf, objectiveOf } = useEepBm();
  const { form } = useEditorOf<EepBmFormValues>();
  const id = useId();
  const lines = (useWatch({ control: form.control, name: `skills.${category.group}` }) ?? {}) as Record<
    string,
    BmLineValues
  >;
  const valuesOf = (lineId: number) => lines[lineKey(lineId)];
  const assessed = category.lines.filter((l) => goalOf(l.id, l.goal) > 0);
  const objective = objectiveOf(category.id, category.objectifMaturity);
  const employee = vision(assessed.map((l) => valuesOf(l.id)?.evaluationConsultant));
  const manager = sides.includes('manager') ? vision(assessed.map((l) => valuesOf(l.id)?.evaluationManager)) : null;
  const own = details.check.side;
  // While editing, what the viewer's side has left empty; otherwise what the check read with the review names.
  const { canEditConsultantSide, canEditManagerSide } = details.permissions;
  const toRate =
    own !== null && editing && mayEditLine(own)
      ? assessed.filter((l) => !valuesOf(l.id)?.[own === 'consultant' ? 'evaluationConsultant' : 'evaluationManager'])
          .length
      : canEditConsultantSide || canEditManagerSide
        ? category.lines.filter((l) => missing.has(`skills.${category.group}.${l.id}`)).length
        : 0;
  const [expanded, setExpanded] = useState(false);
  const colour = colourOf(objective, employee, manager) === 'green' ? 'success' : 'warning';
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => setExpanded(next)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
      sx={{ borderRadius: 2, '&::before': { display: 'none' } }}
      data-testid={`bm-category-${category.group}`}
    >
      <AccordionSummary id={`${id}-header`} aria-controls={`${id}-content`} expandIcon={<ExpandMore />}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', width: '100%', pr: 1 }}>
          <Typography component="span" sx={{ fontWeight: 600, flex: '1 1 220px' }}>
            {category.name}
          </Typography>
          <Chip size="small" variant="outlined" label={t('skills.objective', { value: objective })} />
          <Chip
            size="small"
            color={colour}
            label={
              sides.includes('manager')
                ? t('skills.means', { employee: mean(employee, i18n.language), manager: mean(manager, i18n.language) })
                : t('skills.meanEmployee', { employee: mean(employee, i18n.language) })
            }
            data-testid={`bm-means-${category.group}`}
          />
          {toRate > 0 ? (
            <Chip
              size="small"
              color="error"
              label={t('skills.toRateCount', { count: toRate })}
              data-testid={`bm-to-rate-${category.group}`}
            />
          ) : null}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {category.lines.length === 0 ? (
          <Typography color="text.secondary">{t('skills.noLine')}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
            {category.lines.map((line) => (
              <BmSkillLine key={line.id} group={category.group} line={line} sides={sides} />
            ))}
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/** Skills evaluation: the nine categories, each line rated 0–4 by the employee and by the manager against its goal. */
export function SkillsTab() {
  const { t } = useTranslation('eepBm');
  const { details, previewing } = useEepBm();
  const sides: readonly BmSide[] = details.permissions.seesManagerSide ? ['consultant', 'manager'] : ['consultant'];
  return (
    <BmSection tab="skills" icon={<PsychologyOutlined />}>
      <Typography color="text.secondary">{t('skills.intro')}</Typography>
      {previewing ? <PreviewNotice /> : null}
      <Stack spacing={1}>
        {details.categories.map((category) => (
          <CategoryAccordion key={category.id} category={category} sides={sides} />
        ))}
      </Stack>
    </BmSection>
  );
}

/** The goals and the summary follow a profile other than the review's: said once, where they show. */
export function PreviewNotice() {
  const { t } = useTranslation('eepBm');
  const { details, mayEdit } = useEepBm();
  return (
    <Alert severity="info" data-testid="profile-preview">
      {mayEdit('idBusinessManager')
        ? t('profile.changed', { name: details.businessManagerName })
        : t('profile.preview', { name: details.businessManagerName })}
    </Alert>
  );
}
