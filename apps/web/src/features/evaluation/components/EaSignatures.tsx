import { useTranslation } from 'react-i18next';
import { EA_STATUSES } from '@my-skills/shared/constants';
import { SignatureBlock } from '../../../components/document/SignatureBlock';
import { formatDateTime } from '../../../lib/dates';
import { useEvaluation } from './evaluation-context';

/** The evaluation's signatures: the employee's submission and the manager's signature, with the signed PDF's hash. */
export function EaSignatures() {
  const { t, i18n } = useTranslation('evaluation');
  const { ea } = useEvaluation();
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);
  const signature = ea.signature;
  return (
    <SignatureBlock
      hash={signature?.documentHash ?? null}
      lines={[
        {
          role: t('signatures.employee'),
          name: `${ea.person.firstName} ${ea.person.lastName}`,
          detail: ea.submittedAt
            ? t('signatures.submitted', { date: when(ea.submittedAt) })
            : t('signatures.notSubmitted'),
          testId: 'signature-employee',
        },
        {
          role: t('signatures.manager'),
          name: signature?.signedBy.name ?? ea.person.manager?.name ?? null,
          detail: signature
            ? t('signatures.signed', { date: when(signature.signedAt) })
            : ea.status === EA_STATUSES.VALIDATED
              ? t('signatures.toSignAgain')
              : t('signatures.notSigned'),
          testId: 'signature-manager',
        },
      ]}
    />
  );
}
