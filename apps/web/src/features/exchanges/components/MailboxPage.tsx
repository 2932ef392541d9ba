import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/MailOutlined';
import Refresh from '@mui/icons-material/Refresh';
import type { GridColDef } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { mailboxList, type MailDetail, type MailSummary } from '@my-skills/shared/schemas/exchanges';
import { DataList } from '../../../components/lists/DataList';
import { useListState } from '../../../components/lists/use-list-state';
import { GreenPanel } from '../../../components/panels/GreenPanel';
import { TealPanel } from '../../../components/panels/TealPanel';
import { errorMessage } from '../../../lib/error-message';
import { useMail } from '../api/get-mail';
import { mailboxQueryKey, useMails } from '../api/list-mails';
import { ExchangesNav } from './ExchangesNav';
import { TestActions } from './TestActions';
import { useDateTimeFormat } from '../../../lib/dates';
import { PageHeading } from '../../../components/layout/PageHeading';
import { languageCodeOf } from '@my-skills/shared/ui-language';

/**
 * The local mailbox (no SMTP server configured): the e-mails the app sent on the lists' grid (quick search,
 * filters, sort and paging on the server, kept in the URL; newest first), and the e-mail picked by its subject, with
 * its HTML body in a sandboxed frame (no scripts, no same-origin access) and its text body.
 */
export function MailboxPage({ canAdminister }: { canAdminister: boolean }) {
  const { t } = useTranslation('exchanges');
  const queryClient = useQueryClient();
  const formatDate = useDateTimeFormat();
  const state = useListState(mailboxList);
  const mails = useMails(state.query);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mailboxQueryKey });

  const columns = useMemo<GridColDef<MailSummary>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('mailbox.columns.createdAt'),
        width: 170,
        renderCell: ({ row }) => formatDate(row.createdAt),
      },
      { field: 'to', headerName: t('mailbox.columns.to'), minWidth: 200, flex: 1 },
      {
        field: 'subject',
        headerName: t('mailbox.columns.subject'),
        minWidth: 260,
        flex: 2,
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            onClick={() => setSelectedId(row.id)}
            aria-current={row.id === selectedId ? 'true' : undefined}
            sx={{ textAlign: 'left', fontWeight: row.id === selectedId ? 700 : 500 }}
          >
            {row.subject}
          </Link>
        ),
      },
      {
        field: 'template',
        headerName: t('mailbox.columns.template'),
        width: 190,
        renderCell: ({ row }) => t(`mailbox.templates.${row.template}`, { defaultValue: row.template }),
      },
      {
        field: 'idLang',
        headerName: t('mailbox.columns.idLang'),
        width: 110,
        type: 'singleSelect',
        valueGetter: (_value, row) => String(row.idLang),
        valueOptions: [1, 2].map((id) => ({ value: String(id), label: t(`languages.${languageCodeOf(id)}`) })),
        renderCell: ({ row }) => (
          <Chip size="small" variant="outlined" label={t(`languages.${languageCodeOf(row.idLang)}`)} />
        ),
      },
      { field: 'from', headerName: t('mailbox.columns.from'), minWidth: 220, flex: 1 },
    ],
    [t, formatDate, selectedId],
  );

  return (
    <Box>
      <PageHeading title={t('mailbox.title')} subtitle={t('mailbox.subtitle')} />
      <ExchangesNav showExchanges={canAdminister} showMailbox />
      {canAdminister ? <TestActions connection={false} onMailDelivered={() => void refresh()} /> : null}
      <Stack spacing={3}>
        <Box data-testid="mailbox-list">
          <DataList<MailSummary>
            list={mailboxList}
            state={state}
            // Refreshes are quiet: loading only while the rows shown are not yet those of the query asked.
            result={{ ...mails, isFetching: mails.isPending || mails.isPlaceholderData }}
            columns={columns}
            getRowId={(row) => row.id}
            title={t('mailbox.listTitle')}
            titleId="mailbox-list-title"
            hiddenColumns={['from']}
            exportCall={exchangesCalls.mailboxExport}
            exportName="mailbox"
            searchPlaceholder={t('mailbox.searchPlaceholder')}
            toolbar={
              <Tooltip title={t('mailbox.refresh')}>
                <IconButton size="small" aria-label={t('mailbox.refresh')} onClick={() => void refresh()}>
                  <Refresh />
                </IconButton>
              </Tooltip>
            }
            testId="mailbox"
          />
        </Box>
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
      </Stack>
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
