import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DocumentHeader } from '../../../components/document/DocumentHeader';
import { useEditorOf } from '../../../components/document/document-editor';
import { formatDateTime } from '../../../lib/dates';
import { useBusinessManagers } from '../api/get-business-managers';
import { useEepBm } from './eep-bm-context';
import type { EepBmFormValues } from './eep-bm-form';

const COLORS: Record<number, 'default' | 'info' | 'success'> = { 1: 'default', 2: 'info', 3: 'success' };

/** A review's status (1 draft, 2 submitted, 3 validated). */
export function EepBmStatusChip({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation('eepBm');
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      label={t(`status.${status}`, { defaultValue: String(status) })}
      data-testid={testId}
      data-status={status}
    />
  );
}

/**
 * The profile selector: the reviewer picks the review's profile while editing (saved with the review); anyone else,
 * or the reviewer while reading, picks one to preview its goals and summary (never saved).
 */
function ProfileSelect() {
  const { t } = useTranslation('eepBm');
  const { details, idLang, mayEdit, profile, preview } = useEepBm();
  const { form } = useEditorOf<EepBmFormValues>();
  const profiles = useBusinessManagers(idLang);
  const options = profiles.data ?? [{ id: details.idBusinessManager, name: details.businessManagerName }];
  const select = (value: number, onChange: (id: number) => void, label: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 240 }}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'profile-select' } }}
    >
      {options.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </TextField>
  );
  if (mayEdit('idBusinessManager'))
    return (
      <Controller
        control={form.control}
        name="idBusinessManager"
        render={({ field }) => select(field.value, field.onChange, t('profile.label'))}
      />
    );
  return select(profile, preview, t('profile.previewLabel'));
}

/**
 * The sticky band of the review: reference, full name, title, year and status, the profile selector, the signature,
 * the last change, and the allowed actions (edit, save, cancel, the steps, the exports).
 */
export function EepBmHeader({
  actions,
  statusLine,
  busyText,
}: {
  actions: ReactNode;
  statusLine?: ReactNode;
  busyText?: string | null;
}) {
  const { t, i18n } = useTranslation('eepBm');
  const { details } = useEepBm();
  const caption = (text: string, testId?: string) => (
    <Typography variant="caption" color="text.secondary" data-testid={testId}>
      {text}
    </Typography>
  );
  return (
    <DocumentHeader
      person={details}
      title={t('header.title', { name: details.fullName, year: details.year })}
      subtitle={[details.reference, details.title].filter(Boolean).join(' · ')}
      actions={actions}
      busyText={busyText}
      statusLine={statusLine}
      testIds={{ header: 'bm-header', title: 'bm-owner' }}
      chips={
        <>
          <EepBmStatusChip status={details.idStatus} testId="bm-status" />
          <ProfileSelect />
          {details.signature
            ? caption(
                t('header.signed', {
                  name: details.signature.signedBy.name,
                  date: formatDateTime(details.signature.signedAt, i18n.language),
                }),
                'bm-signature',
              )
            : null}
          {caption(
            t('header.lastChange', {
              date: formatDateTime(details.updatedAt, i18n.language),
              name: details.updatedBy?.name ?? '—',
            }),
          )}
        </>
      }
    />
  );
}
