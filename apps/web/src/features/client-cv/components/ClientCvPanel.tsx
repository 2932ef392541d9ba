import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import IosShare from '@mui/icons-material/IosShare';
import { useTranslation } from 'react-i18next';
import { CLIENT_CV_EXPORT_ROLES } from '@my-skills/shared/client-cv-rules';
import { TealPanel } from '../../../components/panels/TealPanel';
import { useDateTimeFormat } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../../lib/session';
import { useClientCvLog } from '../api/client-cv-log';
import { ClientCvDialog } from './ClientCvDialog';
import { HiddenClientsEditor } from './HiddenClientsEditor';

/** The exports of the person's client CVs, newest first: when, who, which file, how anonymised, filtered to what. */
function ExportLog({ idUser, isOwner }: { idUser: number; isOwner: boolean }) {
  const { t } = useTranslation('clientCv');
  const log = useClientCvLog(idUser);
  const formatDateTime = useDateTimeFormat();
  if (log.isPending) return null;
  if (log.isError) return <Alert severity="error">{errorMessage(log.error)}</Alert>;
  const titleId = `client-cv-log-title-${idUser}`;
  return (
    <Box>
      <Typography variant="h3" id={titleId} sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        {isOwner ? t('log.mine') : t('log.title')}
      </Typography>
      {log.data.entries.length === 0 ? (
        <Typography color="text.secondary" data-testid="client-cv-log-empty">
          {t('log.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={titleId} data-testid="client-cv-log">
          <TableHead>
            <TableRow>
              <TableCell>{t('log.when')}</TableCell>
              <TableCell>{t('log.who')}</TableCell>
              <TableCell>{t('log.file')}</TableCell>
              <TableCell>{t('log.shownAs')}</TableCell>
              <TableCell>{t('log.filter')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {log.data.entries.map((entry) => (
              <TableRow key={entry.id} data-testid={`client-cv-log-${entry.id}`}>
                <TableCell>{formatDateTime(entry.exportedAt)}</TableCell>
                <TableCell>{entry.exportedBy?.name ?? t('log.formerUser')}</TableCell>
                <TableCell>
                  {t('log.fileValue', {
                    language: t(`languages.${entry.idLang}`),
                    version: entry.version,
                    format: t(`formats.${entry.format}`),
                  })}
                </TableCell>
                <TableCell>
                  {entry.alias}
                  {entry.hiddenClients > 0 ? ` · ${t('log.hiddenClients', { count: entry.hiddenClients })}` : ''}
                </TableCell>
                <TableCell>
                  {entry.filtered ? entry.needSkills.join(', ') || t('log.filtered') : t('log.whole')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/**
 * The skills file's "Client CVs" panel: the export (for the roles that send CVs, on someone else's file), the log of
 * the person's client CVs (the person and those roles), and the clients the person hides (the person).
 */
export default function ClientCvPanel({ idUser, idLang }: { idUser: number; idLang: number }) {
  const { t } = useTranslation('clientCv');
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const isOwner = user.id === idUser;
  const mayExport = !isOwner && CLIENT_CV_EXPORT_ROLES.includes(user.role.id);
  if (!isOwner && !mayExport) return null;
  return (
    <Box data-testid="client-cv-panel">
      <TealPanel icon={<BadgeOutlined />} title={t('panel.title')}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Typography color="text.secondary">{isOwner ? t('panel.introOwner') : t('panel.intro')}</Typography>
          {mayExport ? (
            <Box>
              <Button
                variant="contained"
                startIcon={<IosShare />}
                onClick={() => setOpen(true)}
                data-testid="client-cv-open"
              >
                {t('panel.export')}
              </Button>
              {open ? <ClientCvDialog open onClose={() => setOpen(false)} idUser={idUser} idLang={idLang} /> : null}
            </Box>
          ) : null}
          <ExportLog idUser={idUser} isOwner={isOwner} />
          {isOwner ? <HiddenClientsEditor idUser={idUser} /> : null}
        </Box>
      </TealPanel>
    </Box>
  );
}
