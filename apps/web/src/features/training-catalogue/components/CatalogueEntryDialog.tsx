/**
 * Adds or changes an entry of the catalogue: type, titles in French and English, organism, hours, cost, scheme and
 * the catalogue skills it covers with the level (1–4) it brings a person to. Business-manager lines an entry covers
 * are shown and kept as they are.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { TRAINING_SCHEMES, TRAINING_TYPES } from '@my-skills/shared/constants';
import { catalogueEntryBody, type CatalogueEntry } from '@my-skills/shared/schemas/skills-gaps';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { SkillPicker, type PickedSkill } from '../../../components/suggestions/SkillPicker';
import { errorMessage } from '../../../lib/error-message';
import { useUiLanguage } from '../../../lib/ui-language';
import { useCatalogueWrites } from '../api/catalogue';

const LEVELS = [1, 2, 3, 4];

export function CatalogueEntryDialog({ entry, onClose }: { entry: CatalogueEntry | null; onClose: () => void }) {
  const { t } = useTranslation('skillsGaps');
  const { language } = useUiLanguage();
  const notify = useNotify();
  const { save } = useCatalogueWrites();
  const [v, setV] = useState({
    type: entry?.type?.id ?? 2,
    titleFr: entry?.titleFr ?? '',
    titleEn: entry?.titleEn ?? '',
    organism: entry?.organism ?? '',
    durationHours: entry ? String(entry.durationHours) : '',
    costExclTax: entry ? String(entry.costExclTax) : '',
    scheme: entry?.scheme?.id ?? 0,
    skills: (entry?.skills ?? []).map((s) => ({ id: s.idSkill, name: s.name, level: s.level })),
  });
  const [picked, setPicked] = useState<PickedSkill | null>(null);
  const [invalid, setInvalid] = useState(false);
  const parsed = catalogueEntryBody.safeParse({
    type: v.type,
    titleFr: v.titleFr,
    titleEn: v.titleEn,
    organism: v.organism,
    durationHours: Number(v.durationHours),
    costExclTax: Number(v.costExclTax.replace(',', '.')),
    scheme: v.scheme === 0 ? null : v.scheme,
    isActive: entry?.isActive ?? true,
    skills: v.skills.map((s) => ({ idSkill: s.id, level: s.level })),
    lines: (entry?.lines ?? []).map((l) => ({ idLine: l.idLine, level: l.level })),
  });
  const submit = () => {
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    save.mutate(
      { id: entry?.id ?? null, body: parsed.data },
      {
        onSuccess: (r) => {
          notify(r.message, 'success');
          onClose();
        },
      },
    );
  };
  const text = (key: 'titleFr' | 'titleEn' | 'organism' | 'durationHours' | 'costExclTax', numeric = false) => (
    <TextField
      label={t(`catalogue.fields.${key}`)}
      value={v[key]}
      required
      size="small"
      onChange={(e) => setV({ ...v, [key]: e.target.value })}
      error={invalid && !String(v[key]).trim()}
      slotProps={{
        htmlInput: { maxLength: 255, inputMode: numeric ? 'decimal' : undefined, 'data-testid': `catalogue-${key}` },
      }}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="catalogue-dialog-title">
      <DialogTitle id="catalogue-dialog-title">{entry ? t('catalogue.edit') : t('catalogue.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              size="small"
              label={t('catalogue.fields.type')}
              value={v.type}
              onChange={(e) => setV({ ...v, type: Number(e.target.value) })}
              sx={{ minWidth: 180 }}
            >
              {TRAINING_TYPES.filter((x) => x.id !== 3).map((x) => (
                <MenuItem key={x.id} value={x.id}>
                  {x[language]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('catalogue.fields.scheme')}
              value={v.scheme}
              onChange={(e) => setV({ ...v, scheme: Number(e.target.value) })}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value={0}>{t('catalogue.noScheme')}</MenuItem>
              {TRAINING_SCHEMES.map((x) => (
                <MenuItem key={x.id} value={x.id}>
                  {x[language]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {text('titleFr')}
          {text('titleEn')}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('organism')}
            {text('durationHours', true)}
            {text('costExclTax', true)}
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {t('catalogue.fields.skills')}
          </Typography>
          {v.skills.map((s, i) => (
            <Stack key={s.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1 }}>{s.name}</Typography>
              <TextField
                select
                size="small"
                label={t('catalogue.fields.level')}
                value={s.level}
                onChange={(e) =>
                  setV({
                    ...v,
                    skills: v.skills.map((x, j) => (j === i ? { ...x, level: Number(e.target.value) } : x)),
                  })
                }
                sx={{ width: 120 }}
              >
                {LEVELS.map((l) => (
                  <MenuItem key={l} value={l}>
                    {l}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={t('catalogue.removeSkill', { name: s.name })}
                onClick={() => setV({ ...v, skills: v.skills.filter((_, j) => j !== i) })}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <SkillPicker label={t('catalogue.addSkill')} value={picked} onChange={setPicked} testId="catalogue-skill" />
            <Button
              disabled={!picked || v.skills.some((s) => s.id === picked.id)}
              onClick={() => {
                if (picked) setV({ ...v, skills: [...v.skills, { ...picked, level: 3 }] });
                setPicked(null);
              }}
            >
              {t('catalogue.addSkillButton')}
            </Button>
          </Stack>
          {entry && entry.lines.length > 0 ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {entry.lines.map((l) => (
                <Chip key={l.idLine} size="small" label={`${l.name} (${l.level})`} />
              ))}
            </Stack>
          ) : null}
          {invalid ? <Alert severity="error">{t('catalogue.invalid')}</Alert> : null}
          {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('catalogue.cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={save.isPending} data-testid="catalogue-save">
          {t('catalogue.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
