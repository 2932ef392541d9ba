import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { DocumentHeader } from '../../../components/document/DocumentHeader';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { EaStatusChip } from './EaStatusChip';

/** The sticky band of the evaluation: who, which year, status, deadline, signature, and the allowed actions. */
export function EvaluationHeader({
  ea,
  actions,
  statusLine,
  busyText,
}: {
  ea: EaDetails;
  actions: ReactNode;
  statusLine?: ReactNode;
  busyText?: string | null;
}) {
  const { t, i18n } = useTranslation('evaluation');
  const caption = (text: string, testId?: string) => (
    <Typography variant="caption" color="text.secondary" data-testid={testId}>
      {text}
    </Typography>
  );
  return (
    <DocumentHeader
      person={ea.person}
      title={t('header.title', { name: `${ea.person.firstName} ${ea.person.lastName}`, year: ea.year })}
      subtitle={ea.cadreEntretien.function}
      actions={actions}
      busyText={busyText}
      statusLine={statusLine}
      testIds={{ header: 'ea-header', title: 'ea-owner' }}
      chips={
        <>
          <EaStatusChip status={ea.status} late={ea.isLate} />
          {ea.deadline ? caption(t('deadline', { date: formatDay(ea.deadline, i18n.language) })) : null}
          {ea.signature
            ? caption(
                t('header.signed', {
                  name: ea.signature.signedBy.name,
                  date: formatDateTime(ea.signature.signedAt, i18n.language),
                }),
                'ea-signature',
              )
            : null}
          {caption(
            t('header.lastChange', {
              date: formatDateTime(ea.updatedAt, i18n.language),
              name: ea.updatedBy?.name ?? '—',
            }),
          )}
        </>
      }
    />
  );
}
