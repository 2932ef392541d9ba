import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { DC_STATUSES } from '@my-skills/shared/constants';
import type { Proposal } from '@my-skills/shared/schemas/skills-file-proposals';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useDocumentWritesOf } from '../../../components/document/document-writes';
import { SectionPanel } from '../../../components/document/section-layout';
import { formatDay } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { SkillStars } from '../../../components/skills/SkillStars';
import { acceptProposal } from '../api/accept-proposal';
import { useDismissProposal } from '../api/dismiss-proposal';
import { useProposals } from '../api/list-proposals';
import { useFile } from './file-context';

/** Date fields of the proposals' rows (shown as days). */
const DATE_FIELDS = new Set(['obtainedDate', 'expiryDate']);

/** The page of the review a proposal comes from (an evaluation, a business-manager review), if any. */
function sourcePath(source: Proposal['source'], idUser: number): string | null {
  if (source.year === null) return null;
  const params = { year: String(source.year), id: String(idUser) };
  if (source.type === 'evaluation') return generatePath(paths.page.eaFile, params);
  if (source.type === 'eepBm') return generatePath(paths.page.eepBmFile, params);
  return null;
}

/**
 * "Proposed changes": what other areas propose to the file's person (a certification obtained through a training
 * wish, a skill level from a validated evaluation…), one card per proposal with its rows' changes (field, now,
 * proposed; a skill's level as stars with their words) and where it comes from (a link to the evaluation). The owner
 * accepts (the row is written into this file — a validated file first gets a new draft, after a confirmation) or
 * dismisses; each language's file decides on its own: one already accepted into the other language's file says so
 * and may be added here too, or left out of this file. Whoever else may open the file reads them. Nothing shows when
 * nothing is proposed.
 */
export function ProposalsPanel() {
  const { t, i18n } = useTranslation('skillsFile');
  const { dc, handleError, handleSuccess } = useFile();
  const writes = useDocumentWritesOf();
  const archived = dc.status === DC_STATUSES.ARCHIVED;
  const proposals = useProposals(dc.id, !archived);
  const dismiss = useDismissProposal();
  const [confirm, setConfirm] = useState<{ action: 'accept' | 'dismiss'; proposal: Proposal } | null>(null);
  const [busy, setBusy] = useState(false);

  const items = proposals.data?.items ?? [];
  if (archived || items.length === 0) return null;
  const canDecide = proposals.data?.canDecide ?? false;
  const validated = dc.status === DC_STATUSES.VALIDATED;

  async function run(action: 'accept' | 'dismiss', proposal: Proposal) {
    setBusy(true);
    try {
      const result =
        action === 'accept'
          ? await writes.run((rowVersion) => acceptProposal({ id: proposal.id, idDc: dc.id, rowVersion }))
          : await dismiss.mutateAsync({ id: proposal.id, idDc: dc.id });
      handleSuccess(result.message);
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  }
  const shown = (proposal: Proposal, field: string, value: string | null, which: 'before' | 'after') => {
    if (value === null || value === '') return '—';
    if (field === 'level' && proposal.skill)
      return (
        <SkillStars
          name={`proposal-${proposal.id}-${which}`}
          level={Number(value)}
          readOnly
          skillName={proposal.skill.name}
        />
      );
    return DATE_FIELDS.has(field) ? formatDay(value, i18n.language) : value;
  };
  const title = (proposal: Proposal) =>
    proposal.skill
      ? t(`proposals.${proposal.operation}.skills`, { skill: proposal.skill.name })
      : t(`proposals.${proposal.operation}.${proposal.section}`);

  return (
    <Box data-testid="proposals-panel">
      <SectionPanel id="proposals" title={t('proposals.title')} icon={<LightbulbOutlined />} count={items.length}>
        <Typography variant="body2" color="text.secondary">
          {canDecide ? t('proposals.intro') : t('proposals.introReadOnly')}
        </Typography>
        {items.map((proposal) => (
          <Paper key={proposal.id} variant="outlined" sx={{ p: 2 }} data-testid={`proposal-${proposal.id}`}>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {title(proposal)}
                </Typography>
                {proposal.upToDate ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('proposals.upToDate')}
                    data-testid="proposal-up-to-date"
                  />
                ) : null}
                {proposal.acceptedIn.map((idLang) => (
                  <Chip
                    key={idLang}
                    size="small"
                    color="success"
                    variant="outlined"
                    label={t(`proposals.acceptedIn.${idLang}`)}
                    data-testid="proposal-accepted-in"
                  />
                ))}
              </Stack>
              <Typography variant="body2" color="text.secondary" data-testid="proposal-source">
                {t('proposals.sourcePrefix')}{' '}
                {sourcePath(proposal.source, dc.idUser) ? (
                  <Link component={RouterLink} to={sourcePath(proposal.source, dc.idUser)!}>
                    {proposal.source.label}
                  </Link>
                ) : (
                  proposal.source.label
                )}
                {t('proposals.sourceDate', { date: formatDay(proposal.createdAt.slice(0, 10), i18n.language) })}
                {proposal.createdBy ? ` ${t('proposals.by', { name: proposal.createdBy.name })}` : ''}
              </Typography>
              <Table size="small" aria-label={t('proposals.changes')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('proposals.field')}</TableCell>
                    <TableCell>{t('proposals.before')}</TableCell>
                    <TableCell>{t('proposals.after')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {proposal.changes.map((change) => (
                    <TableRow key={change.field} data-testid={`proposal-change-${change.field}`}>
                      <TableCell component="th" scope="row">
                        {change.field === 'level' ? t('proposals.level') : t(`certification.${change.field}`)}
                      </TableCell>
                      <TableCell>{shown(proposal, change.field, change.before, 'before')}</TableCell>
                      <TableCell sx={{ fontWeight: 600 }}>
                        {shown(proposal, change.field, change.after, 'after')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {canDecide ? (
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    size="small"
                    disabled={busy}
                    data-testid="proposal-accept"
                    onClick={() =>
                      validated && !proposal.upToDate
                        ? setConfirm({ action: 'accept', proposal })
                        : void run('accept', proposal)
                    }
                  >
                    {proposal.acceptedIn.length > 0 ? t('proposals.acceptToo') : t('proposals.accept')}
                  </Button>
                  <Button
                    variant="outlined"
                    size="small"
                    color="inherit"
                    disabled={busy}
                    data-testid="proposal-dismiss"
                    onClick={() => setConfirm({ action: 'dismiss', proposal })}
                  >
                    {proposal.acceptedIn.length > 0 ? t('proposals.notHere') : t('proposals.dismiss')}
                  </Button>
                </Stack>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </SectionPanel>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.action === 'accept' ? t('proposals.acceptTitle') : t('proposals.dismissTitle')}
        confirmLabel={
          confirm?.action === 'accept'
            ? t('proposals.accept')
            : confirm && confirm.proposal.acceptedIn.length > 0
              ? t('proposals.notHere')
              : t('proposals.dismiss')
        }
        confirmDisabled={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && void run(confirm.action, confirm.proposal)}
      >
        {confirm?.action === 'accept'
          ? t('proposals.acceptNewVersion', { version: dc.version + 1 })
          : confirm && confirm.proposal.acceptedIn.length > 0
            ? t('proposals.notHereConfirm')
            : t('proposals.dismissConfirm', { source: confirm?.proposal.source.label ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}
