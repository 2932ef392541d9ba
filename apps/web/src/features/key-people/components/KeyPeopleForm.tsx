import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KEY_PEOPLE_STATUS_FILTERS } from '@my-skills/shared/constants';
import type { Brand, KeyPeopleRecord } from '@my-skills/shared/schemas/key-people';
import type { ObjectState } from '@my-skills/shared/schemas/exchanges';
import { DocumentEditorContext, useDocumentEditor } from '../../../components/document/document-editor';
import { EditorButtons, EditorStatusLine } from '../../../components/document/EditorControls';
import { DeliveryPanel } from '../../../components/document/DeliveryPanel';
import { ConflictDialog, SendFailedDialog } from '../../../components/document/WorkflowDialogs';
import { FormSelect } from '../../../components/form/fields';
import { PageHeading } from '../../../components/layout/PageHeading';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/dates';
import { notifySupport, waitForDelivery } from '../../../lib/delivery';
import { keyPeopleKeys } from '../api/keys';
import { saveKeyPeople } from '../api/save-key-people';
import { bodyOf, valuesOf, type KeyPeopleValues } from './key-people-form';
import { MissionsSection } from './MissionsSection';
import { PositionsSection } from './PositionsSection';
import { SkillsSection } from './SkillsSection';
import { TechSection } from './TechSection';

/** The support type of a failed delivery: the high rates when only they failed, else the rates. */
const supportTypeOf = (state: ObjectState) =>
  state.messages.filter((m) => m.state === 'failed').every((m) => m.kind === 'boond.highRates') ? 'highRates' : 'rates';
const failureText = (state: ObjectState) =>
  state.messages
    .filter((m) => m.state === 'failed')
    .map((m) => [m.kind, m.lastError?.status, m.lastError?.code, m.lastError?.detail].filter(Boolean).join(' · '))
    .join('\n') || 'BoondManager sending failed';

/**
 * A person's key-people record as a document (decision 017's save model): it reads as text; "Edit" turns it into a
 * form (categories, capacities, comments, missions, positions, skills' rates and key skills, status); "Save" sends the
 * whole record under its row version, with a leave guard while something is typed. After a save that sent rates, their
 * delivery is followed: a failure shows the send-failure dialog, and closing it tells support by e-mail.
 */
export function KeyPeopleForm({ record, brands }: { record: KeyPeopleRecord; brands: Brand[] }) {
  const { t, i18n } = useTranslation('keyPeople');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<ObjectState | null>(null);
  const [sending, setSending] = useState(false);
  const { idUser } = record;
  const name = `${record.userInfo.firstName} ${record.userInfo.lastName}`;
  const values = useMemo(() => valuesOf(record), [record]);
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: keyPeopleKeys.all }), [queryClient]);

  const follow = useCallback(async () => {
    setSending(true);
    const state = await waitForDelivery('keyPeople', idUser).catch(() => null);
    setSending(false);
    if (state?.state === 'failed') setFailure(state);
    else if (state?.state === 'sent') notify(t('delivery.sent'), 'success');
    await reload();
  }, [idUser, notify, t, reload]);

  const editor = useDocumentEditor<KeyPeopleValues>({
    values,
    canEdit: record.canEdit,
    save: async (v) => {
      const saved = await saveKeyPeople(bodyOf(idUser, record.rowVersion, v));
      notify(saved.message, saved.data.notSentReason ? 'warning' : 'success');
      await reload();
      if (saved.data.sent) void follow();
    },
    onConflict: (error) => setConflict(errorMessage(error)),
  });
  // A person who is not a key person yet: the record opens as a form.
  useEffect(() => {
    if (!record.exists && record.canEdit) editor.start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the empty record is shown
  }, [record.exists]);

  const closeFailure = async () => {
    const state = failure;
    setFailure(null);
    if (!state) return;
    const told = await notifySupport({
      id: idUser,
      idUser,
      type: supportTypeOf(state),
      message: failureText(state),
    }).catch(() => null);
    if (told) notify(told.message, 'plain');
  };

  return (
    <DocumentEditorContext.Provider value={editor}>
      <PageHeading
        title={t('form.title', { name })}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>
              {[
                record.userInfo.reference,
                record.userInfo.managerName && `${t('form.manager')} : ${record.userInfo.managerName}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {record.exists ? (
              <Chip size="small" label={t(`status.${record.status}`)} data-testid="record-status" component="span" />
            ) : null}
          </Stack>
        }
        action={
          <Stack direction="row" spacing={1}>
            <EditorButtons editor={editor} />
          </Stack>
        }
      />
      <Stack spacing={2} data-testid="key-people-form">
        <EditorStatusLine editor={editor} />
        {!record.exists ? <Alert severity="info">{t('form.newRecord', { name })}</Alert> : null}
        {!record.userInfo.hasBoond ? <Alert severity="warning">{t('form.noBoond')}</Alert> : null}
        {sending ? <Alert severity="info">{t('delivery.sending')}</Alert> : null}
        {record.updatedAt && record.updatedByName ? (
          <Typography variant="body2" color="text.secondary">
            {t('form.updated', { date: formatDateTime(record.updatedAt, i18n.language), name: record.updatedByName })}
          </Typography>
        ) : null}
        {editor.editing ? (
          <div>
            <FormSelect
              control={editor.form.control}
              name="status"
              label={t('form.status')}
              options={KEY_PEOPLE_STATUS_FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </div>
        ) : null}
        <TechSection />
        <MissionsSection brands={brands} />
        <PositionsSection />
        <SkillsSection idUser={idUser} file={record.skillsFile} />
        {record.delivery ? (
          <DeliveryPanel
            delivery={record.delivery}
            kind="keyPeople"
            canResend={false}
            onResend={() => undefined}
            resending={false}
            labels={{ failedHint: t('delivery.failedHint'), resend: '' }}
          />
        ) : null}
      </Stack>
      <SendFailedDialog
        state={failure}
        kind="keyPeople"
        retryGuide={t('delivery.retryGuide')}
        onClose={() => void closeFailure()}
      />
      <ConflictDialog
        message={conflict}
        labels={{ title: t('conflict.title'), reload: t('conflict.reload') }}
        onClose={() => setConflict(null)}
        onReload={() => {
          setConflict(null);
          editor.discard();
          void reload();
        }}
      />
    </DocumentEditorContext.Provider>
  );
}
