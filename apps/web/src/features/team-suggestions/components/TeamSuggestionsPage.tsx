/**
 * /management/trainingSuggestions (trainings): the people a manager follows, a page at a time, each with their
 * skill gaps and the ranked training suggestions; a click makes a suggestion a wish (request origin Manager, the
 * gap recorded); a manager sets or removes a target level for a skill of a person.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PersonGaps } from '@my-skills/shared/schemas/skills-gaps';
import { PageHeading } from '../../../components/layout/PageHeading';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { GapSuggestions, suggestionKey } from '../../../components/suggestions/GapSuggestions';
import { SkillPicker, type PickedSkill } from '../../../components/suggestions/SkillPicker';
import { errorMessage } from '../../../lib/error-message';
import { useTeamGaps, useTeamWrites } from '../api/team-gaps';

const PAGE_SIZE = 10;

function TargetForm({ person }: { person: PersonGaps }) {
  const { t } = useTranslation('skillsGaps');
  const notify = useNotify();
  const { target } = useTeamWrites();
  const [skill, setSkill] = useState<PickedSkill | null>(null);
  const [level, setLevel] = useState(3);
  const send = (idSkill: number, value: number | null) =>
    target.mutate(
      { idUser: person.idUser, idSkill, level: value },
      {
        onSuccess: (r) => {
          notify(r.message, 'success');
          setSkill(null);
        },
        onError: (e) => notify(errorMessage(e), 'error'),
      },
    );
  return (
    <Stack spacing={1}>
      {person.targets.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {person.targets.map((x) => (
            <Chip
              key={x.idSkill}
              label={t('targets.chip', { name: x.name, level: x.level })}
              onDelete={() => send(x.idSkill, null)}
            />
          ))}
        </Stack>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <SkillPicker
          label={t('targets.skill')}
          value={skill}
          onChange={setSkill}
          testId={`target-skill-${person.idUser}`}
        />
        <TextField
          select
          size="small"
          label={t('targets.level')}
          value={level}
          onChange={(e) => setLevel(Number(e.target.value))}
          sx={{ width: 140 }}
        >
          {[1, 2, 3, 4].map((l) => (
            <MenuItem key={l} value={l}>
              {t(`levels.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!skill}
          loading={target.isPending}
          onClick={() => skill && send(skill.id, level)}
          data-testid={`target-save-${person.idUser}`}
        >
          {t('targets.set')}
        </Button>
      </Stack>
    </Stack>
  );
}

function PersonCard({ person }: { person: PersonGaps }) {
  const { t } = useTranslation('skillsGaps');
  const notify = useNotify();
  const { wish } = useTeamWrites();
  const [pending, setPending] = useState<string | null>(null);
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2, borderRadius: 2 }}
      aria-labelledby={`person-${person.idUser}-name`}
      data-testid={`team-person-${person.idUser}`}
    >
      <Typography id={`person-${person.idUser}-name`} component="h2" variant="h6" sx={{ mb: 1 }}>
        {person.name}
      </Typography>
      <GapSuggestions
        gaps={person.gaps}
        testId={`gaps-${person.idUser}`}
        pendingKey={pending}
        onWish={
          person.mayAct
            ? (gap, s) => {
                setPending(suggestionKey(gap, s));
                wish.mutate(
                  {
                    idUser: person.idUser,
                    idEntry: s.idEntry,
                    subject: { kind: gap.subject.kind, id: gap.subject.id },
                  },
                  {
                    onSuccess: () => notify(t('suggestion.wishMade', { title: s.title, name: person.name }), 'success'),
                    onError: (e) => notify(errorMessage(e), 'error'),
                    onSettled: () => setPending(null),
                  },
                );
              }
            : undefined
        }
      />
      {person.mayAct ? (
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            {t('targets.title')}
          </Typography>
          <TargetForm person={person} />
        </Box>
      ) : null}
    </Paper>
  );
}

export function TeamSuggestionsPage() {
  const { t } = useTranslation('skillsGaps');
  const [page, setPage] = useState(1);
  const team = useTeamGaps(page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((team.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Box>
      <PageHeading title={t('team.title')} subtitle={t('team.subtitle')} />
      {team.isError ? <Alert severity="error">{errorMessage(team.error)}</Alert> : null}
      {team.data && team.data.total === 0 ? <Typography color="text.secondary">{t('team.empty')}</Typography> : null}
      <Stack spacing={2}>
        {team.data?.items.map((person) => (
          <PersonCard key={person.idUser} person={person} />
        ))}
      </Stack>
      {pages > 1 ? (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          aria-label={t('team.pages')}
        />
      ) : null}
    </Box>
  );
}
