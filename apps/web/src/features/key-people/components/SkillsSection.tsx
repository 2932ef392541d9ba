import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GreenPanel } from '../../../components/panels/GreenPanel';
import { useEditorOf } from '../../../components/document/document-editor';
import { documentTypes } from '../../../lib/document-types';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { RATES, type KeyPeopleValues } from './key-people-form';

/**
 * The skills of the person's skills file with their level, each rated 0–5 (Boond's scale, pre-filled from the file's
 * level) and marked "key" or not; a saved rate whose skill left the file is flagged. The file opens from here (the
 * breadcrumb goes back through this record).
 */
export function SkillsSection({ idUser, file }: { idUser: number; file: { idDc: number; idLang: number } | null }) {
  const { t } = useTranslation('keyPeople');
  const editor = useEditorOf<KeyPeopleValues>();
  const { control, watch } = editor.form;
  const skills = watch('dcSkillsData');
  const openedFrom = useOpenedFromHere();

  return (
    <GreenPanel title={t('skills.title')}>
      <Stack spacing={2}>
        {file ? (
          <div>
            <Button
              component={RouterLink}
              to={documentTypes.dc.page({ idUser, idLang: file.idLang })}
              state={openedFrom}
              startIcon={<DescriptionOutlined />}
              data-testid="open-skills-file"
            >
              {t('skills.openFile')}
            </Button>
          </div>
        ) : null}
        {skills.length === 0 ? (
          <Typography color="text.secondary">{t('skills.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={t('skills.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('skills.skill')}</TableCell>
                <TableCell>{t('skills.stars')}</TableCell>
                <TableCell>{t('skills.rate')}</TableCell>
                <TableCell>{t('skills.high')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {skills.map((s, i) => (
                <TableRow key={s.idSkill} data-testid={`skill-row-${s.idSkill}`}>
                  <TableCell>
                    {s.name}{' '}
                    {s.inFile ? null : (
                      <Chip size="small" variant="outlined" color="warning" label={t('skills.notInFile')} />
                    )}
                  </TableCell>
                  <TableCell>{s.starLevel ?? '—'}</TableCell>
                  <TableCell>
                    {editor.editing ? (
                      <Controller
                        control={control}
                        name={`dcSkillsData.${i}.rate`}
                        render={({ field }) => (
                          <TextField
                            select
                            size="small"
                            value={field.value}
                            onChange={(e) => field.onChange(Number(e.target.value))}
                            slotProps={{
                              select: { native: true },
                              htmlInput: { 'aria-label': t('skills.rateFor', { name: s.name }) },
                            }}
                            data-testid={`rate-${s.idSkill}`}
                          >
                            {RATES.map((r) => (
                              <option key={r} value={r}>
                                {r}
                              </option>
                            ))}
                          </TextField>
                        )}
                      />
                    ) : (
                      s.rate
                    )}
                  </TableCell>
                  <TableCell>
                    {editor.editing ? (
                      <Controller
                        control={control}
                        name={`dcSkillsData.${i}.high`}
                        render={({ field }) => (
                          <Switch
                            checked={field.value}
                            onChange={(e) => field.onChange(e.target.checked)}
                            slotProps={{ input: { 'aria-label': t('skills.highFor', { name: s.name }) } }}
                            data-testid={`high-${s.idSkill}`}
                          />
                        )}
                      />
                    ) : s.high ? (
                      <Chip size="small" color="primary" label={t('skills.high')} />
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </GreenPanel>
  );
}
