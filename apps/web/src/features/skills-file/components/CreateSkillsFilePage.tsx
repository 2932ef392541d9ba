import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LIMITS } from '@my-skills/shared/constants';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { StatusPage } from '../../../components/status/StatusPage';
import { errorMessage } from '../../../lib/error-message';
import { documentTypes } from '../../../lib/document-types';
import { useCreateDc } from '../api/create-dc';
import { useDcMenu } from '../api/get-dc-menu';
import { useJobProfiles } from '../../../lib/catalogue/get-job-profiles';
import { useProfileFrame } from '../../../lib/catalogue/get-profile-frame';
import { SkillStars } from '../../../components/skills/SkillStars';
import { PageHeading } from '../../../components/layout/PageHeading';

const NO_PROFILE = '';

/**
 * /page/dc/create and /page/dc/create/:idUser/:idLang: choose the language of the new file and, optionally,
 * a job profile whose expected skills pre-fill it; then POST /api/Dc/save and go to the file.
 */
export function CreateSkillsFilePage({ idUser, idLang: initialLang }: { idUser: number; idLang: number | null }) {
  const { t } = useTranslation('skillsFile');
  const notify = useNotify();
  const navigate = useNavigate();
  const menu = useDcMenu(idUser);
  const create = useCreateDc();
  const [chosenLang, setChosenLang] = useState<number | null>(initialLang);
  const [profile, setProfile] = useState<string>(NO_PROFILE);
  const [title, setTitle] = useState<string | null>(null);

  const files = menu.data?.files ?? [];
  const taken = (lang: number) => files.some((f) => f.idLang === lang && f.idDc !== null);
  const firstFree = [1, 2].find((lang) => !taken(lang)) ?? null;
  const idLang = chosenLang ?? firstFree ?? 1;
  const profiles = useJobProfiles(idLang);
  const idProfile = profile === NO_PROFILE ? null : Number(profile);
  const frame = useProfileFrame(idProfile, idLang);
  const shownTitle = title ?? frame.data?.title ?? '';

  if (menu.isPending) return <Skeleton variant="rounded" height={360} />;
  if (menu.isError) return <Alert severity="error">{errorMessage(menu.error)}</Alert>;
  if (!menu.data.canCreate) return <StatusPage kind="403" embedded />;
  const person = menu.data;
  const filePath = documentTypes.dc.page({ idUser, idLang });

  const submit = () =>
    create.mutate(
      { idUser, idLang, idProfile, title: shownTitle.trim() || undefined },
      {
        onSuccess: ({ message }) => {
          notify(message, 'success');
          void navigate(filePath);
        },
        onError: (error) => notify(errorMessage(error), 'error'),
      },
    );

  const groups = new Map<string, { idSkill: number; name: string; level: number }[]>();
  for (const skill of frame.data?.skills ?? []) {
    const key = skill.isSoft ? t('sections.softSkills') : t('sections.hardSkills');
    groups.set(key, [...(groups.get(key) ?? []), skill]);
  }

  return (
    <Box component="section" aria-labelledby="dc-create-title">
      <PageHeading
        id="dc-create-title"
        title={t('create.title')}
        subtitle={t('create.subtitle', { name: `${person.firstName} ${person.lastName}` })}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '5fr 7fr' }, alignItems: 'start' }}>
        <Paper
          variant="outlined"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{ p: 3, borderRadius: 2 }}
        >
          <Stack spacing={3}>
            <TextField label={t('create.person')} value={`${person.firstName} ${person.lastName}`} disabled fullWidth />
            <FormControl>
              <FormLabel id="dc-create-lang" sx={{ fontWeight: 600, mb: 0.5 }}>
                {t('create.language')}
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby="dc-create-lang"
                value={String(idLang)}
                onChange={(event) => {
                  setChosenLang(Number(event.target.value));
                  setTitle(null);
                }}
              >
                {[1, 2].map((lang) => (
                  <FormControlLabel
                    key={lang}
                    value={String(lang)}
                    control={<Radio />}
                    disabled={taken(lang)}
                    label={taken(lang) ? `${t(`languages.${lang}`)} (${t('create.exists')})` : t(`languages.${lang}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {taken(idLang) ? (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" component={RouterLink} to={filePath}>
                    {t('menu.open')}
                  </Button>
                }
              >
                {t('create.alreadyExists')}
              </Alert>
            ) : null}
            <TextField
              select
              label={t('create.profile')}
              value={profile}
              onChange={(event) => {
                setProfile(event.target.value);
                setTitle(null);
              }}
              helperText={t('create.profileHelp')}
              fullWidth
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              data-testid="dc-create-profile"
            >
              <MenuItem value={NO_PROFILE}>{t('create.noProfile')}</MenuItem>
              {(profiles.data ?? []).map((p) => (
                <MenuItem key={p.id} value={String(p.id)}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('identity.title')}
              value={shownTitle}
              onChange={(event) => setTitle(event.target.value)}
              fullWidth
              slotProps={{ htmlInput: { maxLength: LIMITS.shortTextMax } }}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                startIcon={<NoteAddOutlined />}
                disabled={create.isPending || taken(idLang)}
                data-testid="dc-create-submit"
              >
                {t('create.submit')}
              </Button>
            </Box>
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }} aria-labelledby="dc-create-preview">
          <Typography id="dc-create-preview" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('create.preview')}
          </Typography>
          {idProfile === null ? (
            <Typography color="text.secondary">{t('create.previewEmpty')}</Typography>
          ) : frame.isPending ? (
            <Skeleton variant="rounded" height={160} />
          ) : frame.isError ? (
            <Alert severity="error">{errorMessage(frame.error)}</Alert>
          ) : (
            <Stack spacing={2} data-testid="dc-create-frame">
              <Typography color="text.secondary">
                {t('create.previewIntro', { count: frame.data.skills.length })}
              </Typography>
              {[...groups.entries()].map(([group, skills]) => (
                <Box key={group}>
                  <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
                    {group}
                  </Typography>
                  <Stack spacing={0.5}>
                    {skills.map((skill) => (
                      <Box key={skill.idSkill} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                        <Chip
                          label={skill.name}
                          size="small"
                          variant="outlined"
                          sx={{ minWidth: 140, justifyContent: 'flex-start' }}
                        />
                        <SkillStars
                          name={`frame-${skill.idSkill}`}
                          skillName={skill.name}
                          level={skill.level}
                          readOnly
                        />
                      </Box>
                    ))}
                  </Stack>
                </Box>
              ))}
            </Stack>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
