import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/MailOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@my-skills/shared/constants';
import type { MailDetail } from '@my-skills/shared/schemas/exchanges';
import { ListPagination } from '../../../components/lists/ListPagination';
import { SearchField } from '../../../components/lists/SearchField';
import { GreenPanel } from '../../../components/panels/GreenPanel';
import { TealPanel } from '../../../components/panels/TealPanel';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMail } from '../api/get-mail';
import { mailboxQueryKey, useMails } from '../api/list-mails';
import { ExchangesNav } from './ExchangesNav';
import { TestActions } from './TestActions';
import { useDateTimeFormat } from '../../../lib/dates';
import { PageHeading } from '../../../components/layout/PageHeading';
import { languageCodeOf } from '@my-skills/shared/ui-language';
import { EmptyListEntry, ListEntry } from '../../../components/lists/ListEntry';

const PAGE_SIZE = 20;

/**
 * The local mailbox (no SMTP server configured): the e-mails the app sent, newest first, and one e-mail
 * with its HTML body in a sandboxed frame (no scripts, no same-origin access) and its text body.
 */
export function MailboxPage({ canAdminister }: { canAdminister: boolean }) {
  const { t } = useTranslation('exchanges');
  const queryClient = useQueryClient();
  const formatDate = useDateTimeFormat();
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const debouncedTo = useDebouncedValue(to.trim(), 350);
  const mails = useMails({ to: debouncedTo || undefined, page: page + 1, pageSize: PAGE_SIZE });
  const refresh = () => queryClient.invalidateQueries({ queryKey: mailboxQueryKey });

  return (
    <Box>
      <PageHeading title={t('mailbox.title')} subtitle={t('mailbox.subtitle')} />
      <ExchangesNav showExchanges={canAdminister} showMailbox />
      {canAdminister ? <TestActions connection={false} onMailDelivered={() => void refresh()} /> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(320px, 5fr) 7fr' },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="mailbox-list-title"
          sx={{ p: 2.5, borderRadius: 2 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography id="mailbox-list-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
              {t('mailbox.listTitle')}
            </Typography>
            <Tooltip title={t('mailbox.refresh')}>
              <IconButton aria-label={t('mailbox.refresh')} onClick={() => void refresh()}>
                <Refresh />
              </IconButton>
            </Tooltip>
          </Stack>
          <SearchField
            size="small"
            label={t('mailbox.filterTo')}
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
              setPage(0);
            }}
            fullWidth
            maxLength={LIMITS.shortTextMax}
            controls="mailbox-results"
          />
          <Box sx={{ height: 4, mt: 1.5 }}>
            {mails.isFetching ? <LinearProgress aria-label={t('list.loading')} /> : null}
          </Box>
          {mails.isError ? <Alert severity="error">{errorMessage(mails.error)}</Alert> : null}
          <Typography
            variant="caption"
            color="text.secondary"
            role="status"
            aria-live="polite"
            sx={{ display: 'block' }}
          >
            {mails.data ? t('mailbox.count', { count: mails.data.total }) : ''}
          </Typography>
          <List id="mailbox-results" aria-label={t('mailbox.listTitle')} data-testid="mailbox-list">
            {(mails.data?.items ?? []).map((mail) => (
              <ListEntry key={mail.id}>
                <ListItemButton
                  selected={mail.id === selectedId}
                  aria-current={mail.id === selectedId ? 'true' : undefined}
                  onClick={() => setSelectedId(mail.id)}
                  sx={{ borderRadius: 1.5, mb: 0.5, alignItems: 'flex-start' }}
                >
                  <MailOutline sx={{ mr: 1.5, mt: 0.5, color: 'text.secondary' }} aria-hidden />
                  <ListItemText
                    primary={mail.subject}
                    secondary={`${mail.to} · ${formatDate(mail.createdAt)}`}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <Chip size="small" variant="outlined" label={t(`languages.${languageCodeOf(mail.idLang)}`)} />
                </ListItemButton>
              </ListEntry>
            ))}
            {mails.data && mails.data.items.length === 0 ? <EmptyListEntry text={t('mailbox.empty')} /> : null}
          </List>
          <ListPagination
            ns="exchanges"
            keyPrefix="list"
            count={mails.data?.total ?? 0}
            page={page}
            onPageChange={setPage}
            pageSize={PAGE_SIZE}
            pageSizes={[PAGE_SIZE]}
          />
        </Paper>
        <Box component="section" aria-label={t('mailbox.viewer')}>
          {selectedId === null ? (
            <Paper variant="outlined" sx={{ p: 5, textAlign: 'center', borderStyle: 'dashed', borderRadius: 2 }}>
              <MailOutline sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
              <Typography color="text.secondary">{t('mailbox.pick')}</Typography>
            </Paper>
          ) : (
            <MailViewer id={selectedId} />
          )}
        </Box>
      </Box>
    </Box>
  );
}

function MailViewer({ id }: { id: number }) {
  const { t } = useTranslation('exchanges');
  const mail = useMail(id);
  if (mail.isPending) return <Skeleton variant="rounded" height={420} />;
  if (mail.isError) return <Alert severity="error">{errorMessage(mail.error)}</Alert>;
  return <MailContent mail={mail.data} key={mail.data.id} label={t('mailbox.htmlBody')} />;
}

function MailContent({ mail, label }: { mail: MailDetail; label: string }) {
  const { t } = useTranslation('exchanges');
  const formatDate = useDateTimeFormat();
  return (
    <Stack spacing={3}>
      <TealPanel icon={<MailOutline />} title={mail.subject} forceOpen>
        <Box
          component="dl"
          aria-label={t('mailbox.headers')}
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0, mb: 2 }}
        >
          {(
            [
              ['from', mail.from],
              ['to', mail.to],
              ['date', formatDate(mail.createdAt)],
              ['template', mail.template],
              ['language', t(`languages.${languageCodeOf(mail.idLang)}`)],
            ] as const
          ).map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" variant="body2" sx={{ fontWeight: 600 }}>
                {t(`mailbox.fields.${key}`)}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, overflowWrap: 'anywhere' }}
                data-testid={`mail-${key}`}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {/* sandbox="" : no scripts, no forms, no same-origin access, no top navigation. */}
        <Box
          component="iframe"
          title={label}
          sandbox=""
          srcDoc={mail.html}
          data-testid="mail-html"
          sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        />
      </TealPanel>
      <GreenPanel title={t('mailbox.textBody')} defaultExpanded={false}>
        <Box
          component="pre"
          data-testid="mail-text"
          sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.85rem' }}
        >
          {mail.text}
        </Box>
      </GreenPanel>
    </Stack>
  );
}
