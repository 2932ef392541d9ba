import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { PageHeading } from '../../../components/layout/PageHeading';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { formatDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useEaYears } from '../api/get-ea-years';
import { evaluationKeys } from '../api/keys';
import { saveEa } from '../api/save-ea';
import { EaStatusChip } from './EaStatusChip';
import { evaluationPath, FollowedList, PastYears } from './EvaluationMenuLists';

/** /page/ea/menu: this year's evaluation (open or start), the previous years with their exports, the people I follow. */
export function EvaluationMenuPage({
  user,
  hubEntries,
}: {
  user: CurrentUser;
  hubEntries: { id: string; to: string }[];
}) {
  const { t, i18n } = useTranslation('evaluation');
  const { t: tm } = useTranslation('menus');
  const years = useEaYears();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const data = years.data;
  const year = data?.nextEaYear ?? null;
  const current = data?.years.find((y) => y.year === year) ?? null;
  const start = useMutation({
    mutationFn: (y: number) => saveEa({ year: y }),
    onSuccess: async (_result, y) => {
      await queryClient.invalidateQueries({ queryKey: evaluationKeys.all });
      void navigate(evaluationPath(user.id, y));
    },
    onError: (error) => notify(errorMessage(error), 'error'),
  });
  const others = hubEntries.filter((entry) => entry.id !== 'ownEvaluation');

  return (
    <Box component="section" aria-labelledby="ea-menu-title">
      <PageHeading id="ea-menu-title" title={t('menu.title')} subtitle={t('menu.subtitle', { name: user.firstName })} />
      {years.isError ? <Alert severity="error">{errorMessage(years.error)}</Alert> : null}
      {years.isPending ? <Skeleton variant="rounded" height={160} /> : null}
      {data && year !== null ? (
        <Card variant="outlined" data-testid="ea-current" sx={{ borderRadius: 2, mb: 4 }}>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('menu.current', { year })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
              <EaStatusChip status={current?.status ?? null} late={data.isLate} />
              {data.deadline ? (
                <Typography variant="body2" color="text.secondary">
                  {t('deadline', { date: formatDay(data.deadline, i18n.language) })}
                </Typography>
              ) : null}
            </Stack>
            {current ? (
              <Button
                variant="contained"
                component={RouterLink}
                to={evaluationPath(user.id, year)}
                data-testid="open-current"
              >
                {t('menu.open')}
              </Button>
            ) : data.canOpenCurrentYear ? (
              <Button
                variant="contained"
                onClick={() => start.mutate(year)}
                disabled={start.isPending}
                data-testid="start-current"
              >
                {t('menu.start')}
              </Button>
            ) : (
              <Typography color="text.secondary">{t('menu.notOpen')}</Typography>
            )}
          </CardContent>
        </Card>
      ) : null}
      {data ? <PastYears idUser={user.id} years={data.years.filter((y) => y.year !== year)} /> : null}
      <FollowedList />
      {others.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ mt: 4, flexWrap: 'wrap' }}>
          {others.map((entry) => (
            <Chip
              key={entry.id}
              clickable
              component={RouterLink}
              to={entry.to}
              label={tm(`entries.${entry.id}.title`)}
            />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
