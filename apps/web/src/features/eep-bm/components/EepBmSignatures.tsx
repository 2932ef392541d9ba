import { useTranslation } from 'react-i18next';
import { EA_STATUSES } from '@my-skills/shared/constants';
import { SignatureBlock } from '../../../components/document/SignatureBlock';
import { formatDateTime } from '../../../lib/dates';
import { useEepBm } from './eep-bm-context';

/** The review's signatures: the employee's submission and the reviewer's signature, with the signed PDF's hash. */
export function EepBmSignatures() {
  const { t, i18n } = useTranslation('eepBm');
  const { details } = useEepBm();
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);
  const signature = details.signature;
  return (
    <SignatureBlock
      hash={signature?.documentHash ?? null}
      lines={[
        {
          role: t('signatures.employee'),
          name: details.fullName,
          detail: details.submittedAt
            ? t('signatures.submitted', { date: when(details.submittedAt) })
            : t('signatures.notSubmitted'),
          testId: 'signature-employee',
        },
        {
          role: t(`signatures.${details.reviewer}`),
          name: signature?.signedBy.name ?? (details.reviewer === 'manager' ? (details.manager?.name ?? null) : null),
          detail: signature
            ? t('signatures.signed', { date: when(signature.signedAt) })
            : details.idStatus === EA_STATUSES.VALIDATED
              ? t('signatures.toSignAgain')
              : t('signatures.notSigned'),
          testId: 'signature-reviewer',
        },
      ]}
    />
  );
}
