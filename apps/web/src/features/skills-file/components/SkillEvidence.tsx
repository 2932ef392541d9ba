import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { useTranslation } from 'react-i18next';
import type { SkillEvidenceItem, SkillEvidenceSkill } from '@my-skills/shared/schemas/skill-evidence';
import { formatDay, formatPeriod } from '../../../lib/dates';
import { evidenceBySkill, useSkillEvidence } from '../../../lib/skill-evidence';
import { useDecideSkillEvidence, useRefreshSkillEvidence } from '../api/skill-evidence';
import { useFile } from './file-context';

/** Under a skill's name: its confirmed evidence, and what waits for the owner. Nothing while there is none. */
export function SkillEvidenceCount({ idUser, idSkill }: { idUser: number; idSkill: number }) {
  const { t } = useTranslation('skillsFile');
  const evidence = useSkillEvidence(idUser);
  const skill = evidenceBySkill(evidence.data?.skills).get(idSkill);
  if (!skill || (skill.confirmed === 0 && skill.proposed === 0)) return null;
  return (
    <Typography
      component="span"
      variant="caption"
      color="text.secondary"
      sx={{ display: 'block', fontWeight: 400 }}
      data-testid={`evidence-count-${idSkill}`}
    >
      {t('evidence.confirmedCount', { count: skill.confirmed })}
      {skill.proposed > 0 ? ` · ${t('evidence.proposedCount', { count: skill.proposed })}` : ''}
    </Typography>
  );
}

/** One item: what it is, when, its state; the owner confirms or rejects it. */
function EvidenceRow({
  item,
  skill,
  canDecide,
  busy,
  onDecide,
}: {
  item: SkillEvidenceItem;
  skill: string;
  canDecide: boolean;
  busy: boolean;
  onDecide: (decision: 'confirm' | 'reject') => void;
}) {
  const { t, i18n } = useTranslation('skillsFile');
  const what = [item.label, item.detail].filter(Boolean).join(' — ');
  const when =
    item.kind === 'certification'
      ? item.startDate
        ? t('evidence.obtained', { date: formatDay(item.startDate, i18n.language) })
        : ''
      : item.kind === 'experience' || item.endDate
        ? formatPeriod(item.startDate, item.endDate, i18n.language, t('evidence.ongoing'))
        : formatDay(item.startDate, i18n.language);
  const color = item.state === 'confirmed' ? 'success' : item.state === 'rejected' ? 'default' : 'warning';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, py: 0.5 }}
      data-testid={`evidence-${item.id}`}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <strong>{t(`evidence.kind.${item.kind}`)}</strong> — {what}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {when}
          {item.current ? '' : `${when ? ' · ' : ''}${t('evidence.notCurrent')}`}
        </Typography>
      </Box>
      <Chip size="small" color={color} variant="outlined" label={t(`evidence.state.${item.state}`)} />
      {canDecide ? (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            disabled={busy || item.state === 'confirmed'}
            onClick={() => onDecide('confirm')}
            aria-label={t('evidence.confirmNamed', { what, skill })}
          >
            {t('evidence.confirm')}
          </Button>
          <Button
            size="small"
            color="inherit"
            disabled={busy || item.state === 'rejected'}
            onClick={() => onDecide('reject')}
            aria-label={t('evidence.rejectNamed', { what, skill })}
          >
            {t('evidence.reject')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

function SkillEvidenceDialog({ idUser, onClose }: { idUser: number; onClose: () => void }) {
  const { t } = useTranslation('skillsFile');
  const { handleError, handleSuccess } = useFile();
  const titleId = useId();
  const evidence = useSkillEvidence(idUser);
  const refresh = useRefreshSkillEvidence();
  const decide = useDecideSkillEvidence();
  const canDecide = evidence.data?.canDecide ?? false;
  const { mutate: propose } = refresh;
  const onError = useRef(handleError);
  onError.current = handleError;
  // The owner's proposals are read again from the file and the trainings each time the dialog opens.
  useEffect(() => {
    if (canDecide) propose(idUser, { onError: (error) => onError.current(error) });
  }, [canDecide, idUser, propose]);

  const run = async (item: SkillEvidenceItem, decision: 'confirm' | 'reject') => {
    try {
      const result = await decide.mutateAsync({ idUser, id: item.id, decision });
      handleSuccess(result.message);
    } catch (error) {
      handleError(error);
    }
  };
  const skills: SkillEvidenceSkill[] = evidence.data?.skills ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('evidence.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {canDecide ? t('evidence.intro') : t('evidence.introReadOnly')}
          </Typography>
          {evidence.isPending || refresh.isPending ? <LinearProgress aria-label={t('evidence.loading')} /> : null}
          {evidence.isError ? <Alert severity="error">{evidence.error.message}</Alert> : null}
          {evidence.isSuccess && skills.length === 0 ? <Typography>{t('evidence.none')}</Typography> : null}
          {skills.map((skill) => (
            <Paper
              key={skill.idSkill}
              variant="outlined"
              sx={{ p: 1.5 }}
              data-testid={`evidence-skill-${skill.idSkill}`}
            >
              <Typography variant="subtitle2" component="h3">
                {skill.name}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {t('evidence.confirmedCount', { count: skill.confirmed })}
                </Typography>
              </Typography>
              {skill.items.map((item) => (
                <EvidenceRow
                  key={item.id}
                  item={item}
                  skill={skill.name}
                  canDecide={canDecide}
                  busy={decide.isPending}
                  onDecide={(decision) => void run(item, decision)}
                />
              ))}
            </Paper>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('evidence.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Evidence" beside the hard skills: the dialog where the owner confirms what backs each skill. */
export function SkillEvidenceButton({ idUser }: { idUser: number }) {
  const { t } = useTranslation('skillsFile');
  const [open, setOpen] = useState(false);
  const evidence = useSkillEvidence(idUser);
  const proposed = (evidence.data?.skills ?? []).reduce((n, s) => n + s.proposed, 0);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<VerifiedOutlined />}
        onClick={() => setOpen(true)}
        data-testid="open-evidence"
      >
        {evidence.data?.canDecide && proposed > 0
          ? t('evidence.openProposed', { count: proposed })
          : t('evidence.open')}
      </Button>
      {open ? <SkillEvidenceDialog idUser={idUser} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
