import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TrainingWish } from '@my-skills/shared/schemas/trainings';
import { FormSelect, FormSwitch, FormText } from '../../../components/form/fields';
import { FormDate } from '../../../components/form/FormDate';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { formatDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useUnsavedInput } from '../../../lib/unsaved-changes';
import { certificationAchieved } from '../api/certification-achieved';
import { trainingReport } from '../api/training-report';
import { numberOf } from './wish-values';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
type Props = { wish: TrainingWish; onChanged: () => Promise<unknown> };

/** A Certification wish: obtained (date, expiry, name) — proposed in the person's skills file — or undone. */
export function CertificationSection({ wish, onChanged }: Props) {
  const { t, i18n } = useTranslation('trainings');
  const notify = useNotify();
  const c = wish.certification;
  const form = useForm({
    values: { obtainedDate: c.obtainedDate, expiryDate: c.expiryDate, name: c.name || wish.title },
  });
  useUnsavedInput(form.formState.isDirty, () => form.reset());
  const send = async (body: Parameters<typeof certificationAchieved>[1], message: string) => {
    try {
      await certificationAchieved(wish.id, body);
      notify(message, 'success');
      await onChanged();
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };
  if (!wish.rights.edit)
    return c.obtained ? (
      <Typography data-testid="training-certification">
        {t('certification.obtained')} : {c.name} · {formatDay(c.obtainedDate, i18n.language)}
        {c.expiryDate ? ` → ${formatDay(c.expiryDate, i18n.language)}` : ''}
      </Typography>
    ) : null;
  return (
    <Stack
      spacing={1}
      component="form"
      onSubmit={form.handleSubmit((v) =>
        send({ rowVersion: wish.rowVersion, obtained: true, ...v }, t('certification.saved')),
      )}
    >
      <Typography variant="subtitle1" component="h3">
        {t('certification.title')}
      </Typography>
      <Box sx={grid}>
        <FormDate control={form.control} name="obtainedDate" label={t('certification.obtainedDate')} required />
        <FormDate control={form.control} name="expiryDate" label={t('certification.expiryDate')} />
        <FormText control={form.control} name="name" label={t('certification.name')} />
      </Box>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="outlined">
          {t('certification.save')}
        </Button>
        {c.obtained ? (
          <Button onClick={() => void send({ rowVersion: wish.rowVersion, obtained: false }, t('form.saved'))}>
            {t('certification.undo')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** A processed training's report: attended, hours, what was covered, the person's feedback and rating. */
export function ReportSection({ wish, onChanged }: Props) {
  const { t } = useTranslation('trainings');
  const notify = useNotify();
  const r = wish.report;
  const form = useForm({
    values: {
      attended: r?.attended ?? true,
      hoursAttended: r?.hoursAttended === null || r?.hoursAttended === undefined ? '' : String(r.hoursAttended),
      content: r?.content ?? '',
      feedback: r?.feedback ?? '',
      rating: r?.rating ?? null,
    },
  });
  useUnsavedInput(form.formState.isDirty, () => form.reset());
  if (!wish.rights.edit)
    return r ? (
      <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="training-report">
        {t('report.title')} : {r.content} {r.feedback}
      </Typography>
    ) : null;
  const submit = form.handleSubmit(async (v) => {
    try {
      await trainingReport(wish.id, { rowVersion: wish.rowVersion, ...v, hoursAttended: numberOf(v.hoursAttended) });
      notify(t('report.saved'), 'success');
      await onChanged();
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  });
  return (
    <Stack spacing={1} component="form" onSubmit={(e) => void submit(e)}>
      <Typography variant="subtitle1" component="h3">
        {t('report.title')}
      </Typography>
      <FormSwitch control={form.control} name="attended" label={t('report.attended')} />
      <Box sx={grid}>
        <FormText control={form.control} name="hoursAttended" label={t('report.hoursAttended')} />
        <FormSelect
          control={form.control}
          name="rating"
          label={t('report.rating')}
          emptyLabel={t('form.none')}
          options={[1, 2, 3, 4].map((v) => ({ value: v, label: t(`report.ratings.${v}`) }))}
        />
      </Box>
      <FormText control={form.control} name="content" label={t('report.content')} multiline />
      <FormText control={form.control} name="feedback" label={t('report.feedback')} multiline />
      <div>
        <Button type="submit" variant="outlined">
          {t('report.save')}
        </Button>
      </div>
    </Stack>
  );
}
