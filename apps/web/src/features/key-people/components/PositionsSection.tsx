import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormText } from '../../../components/form/fields';
import { FormDate } from '../../../components/form/FormDate';
import { GreenPanel } from '../../../components/panels/GreenPanel';
import { useEditorOf } from '../../../components/document/document-editor';
import { formatPeriod } from '../../../lib/dates';
import { emptyPosition, type KeyPeopleValues } from './key-people-form';

/** The positions the person held or holds in the group (title, period). */
export function PositionsSection() {
  const { t, i18n } = useTranslation('keyPeople');
  const editor = useEditorOf<KeyPeopleValues>();
  const { control, watch } = editor.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'allPosition' });
  const positions = watch('allPosition');

  return (
    <GreenPanel title={t('positions.title')}>
      {editor.editing ? (
        <Stack spacing={2}>
          {fields.map((row, i) => (
            <Stack key={row.id} direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <FormText control={control} name={`allPosition.${i}.title`} label={t('positions.titleField')} required />
              <FormDate control={control} name={`allPosition.${i}.startDate`} label={t('positions.start')} />
              <FormDate
                control={control}
                name={`allPosition.${i}.endDate`}
                label={t('positions.end')}
                min={positions[i]?.startDate ?? undefined}
              />
              <IconButton aria-label={t('positions.remove', { index: i + 1 })} onClick={() => remove(i)}>
                <DeleteOutlineOutlined />
              </IconButton>
            </Stack>
          ))}
          <div>
            <Button startIcon={<AddOutlined />} onClick={() => append(emptyPosition())}>
              {t('positions.add')}
            </Button>
          </div>
        </Stack>
      ) : positions.length === 0 ? (
        <Typography color="text.secondary">{t('positions.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ pl: 3, my: 0 }}>
          {positions.map((p, i) => (
            <li key={i}>
              <Typography>
                <strong>{p.title}</strong> — {formatPeriod(p.startDate, p.endDate, i18n.language, t('positions.today'))}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </GreenPanel>
  );
}
