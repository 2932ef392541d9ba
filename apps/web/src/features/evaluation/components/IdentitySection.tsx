import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../../components/document/section-layout';
import { DateField } from '../../../components/form/DateField';
import { formatDay } from '../../../lib/dates';
import { saveEa } from '../api/save-ea';
import { useEvaluation } from './evaluation-context';
import { EaSection } from './EaSection';

/** Employee identity and interview framework: the pre-filled facts; the interview date N (manager side, picked). */
export function IdentitySection() {
  const { t, i18n } = useTranslation('evaluation');
  const { ea, managerEditable, missing, write, pending } = useEvaluation();
  const cadre = ea.cadreEntretien;
  const day = (value: string | null) => (value ? formatDay(value, i18n.language) : '');
  return (
    <EaSection section="identity" icon={<BadgeOutlined />}>
      <Facts
        items={[
          { label: t('identity.name'), value: `${ea.person.firstName} ${ea.person.lastName}` },
          { label: t('identity.reference'), value: ea.person.reference },
          { label: t('identity.manager'), value: ea.person.manager?.name },
          { label: t('identity.society'), value: cadre.society },
          { label: t('identity.function'), value: cadre.function },
          { label: t('identity.experience'), value: cadre.experience },
          { label: t('identity.birthDate'), value: day(cadre.dateNaissance) },
          { label: t('identity.hireDate'), value: day(cadre.dateEntreeAstek) },
          { label: t('identity.lastInterview'), value: day(cadre.dateEntretienNm1) },
        ]}
      />
      <DateField
        name="dateEntretienN"
        label={t('identity.interviewDate')}
        value={cadre.dateEntretienN}
        disabled={!managerEditable || pending}
        error={managerEditable && missing.has('dateEntretienN')}
        helperText={managerEditable && missing.has('dateEntretienN') ? t('missing.field') : undefined}
        onChange={(dateEntretienN) =>
          void write((rowVersion) => saveEa({ idEa: ea.id, rowVersion, cadreEntretien: { ...cadre, dateEntretienN } }))
        }
      />
    </EaSection>
  );
}
