import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@my-skills/shared/schemas/key-people';
import { FormSelect, FormText } from '../../../components/form/fields';
import { FormDate } from '../../../components/form/FormDate';
import { GreenPanel } from '../../../components/panels/GreenPanel';
import { useEditorOf } from '../../../components/document/document-editor';
import { formatDay } from '../../../lib/dates';
import { emptyMission, type KeyPeopleValues } from './key-people-form';

/** The person's missions: client, brand of the group, period (picked dates), role. */
export function MissionsSection({ brands }: { brands: Brand[] }) {
  const { t, i18n } = useTranslation('keyPeople');
  const editor = useEditorOf<KeyPeopleValues>();
  const { control, watch } = editor.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'missionData' });
  const missions = watch('missionData');
  const brandName = (id: number | null) => brands.find((b) => b.id === id)?.name ?? '';
  const options = brands.map((b) => ({
    value: b.id,
    label: b.isActive ? b.name : t('missions.inactiveBrand', { name: b.name }),
  }));

  return (
    <GreenPanel title={t('missions.title')}>
      {editor.editing ? (
        <Stack spacing={2}>
          {fields.map((row, i) => (
            <Stack key={row.id} direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <FormText control={control} name={`missionData.${i}.client`} label={t('missions.client')} required />
              <FormSelect
                control={control}
                name={`missionData.${i}.idBrand`}
                label={t('missions.brand')}
                options={options}
                emptyLabel={t('missions.noBrand')}
              />
              <FormDate control={control} name={`missionData.${i}.startDate`} label={t('missions.start')} />
              <FormDate
                control={control}
                name={`missionData.${i}.endDate`}
                label={t('missions.end')}
                min={missions[i]?.startDate ?? undefined}
              />
              <FormText control={control} name={`missionData.${i}.role`} label={t('missions.role')} />
              <IconButton aria-label={t('missions.remove', { index: i + 1 })} onClick={() => remove(i)}>
                <DeleteOutlineOutlined />
              </IconButton>
            </Stack>
          ))}
          <div>
            <Button startIcon={<AddOutlined />} onClick={() => append(emptyMission())} data-testid="add-mission">
              {t('missions.add')}
            </Button>
          </div>
        </Stack>
      ) : missions.length === 0 ? (
        <Typography color="text.secondary">{t('missions.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('missions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('missions.client')}</TableCell>
              <TableCell>{t('missions.brand')}</TableCell>
              <TableCell>{t('missions.start')}</TableCell>
              <TableCell>{t('missions.end')}</TableCell>
              <TableCell>{t('missions.role')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {missions.map((m, i) => (
              <TableRow key={i}>
                <TableCell>{m.client}</TableCell>
                <TableCell>{brandName(m.idBrand)}</TableCell>
                <TableCell>{formatDay(m.startDate, i18n.language)}</TableCell>
                <TableCell>{formatDay(m.endDate, i18n.language)}</TableCell>
                <TableCell>{m.role}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </GreenPanel>
  );
}
