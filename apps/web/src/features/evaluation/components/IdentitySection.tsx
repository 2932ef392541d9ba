import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../../components/document/section-layout';
import { ReadGrid } from '../../../components/document/read-view';
import { useEvaluation } from './evaluation-context';
import { EaDate, EaText } from './EaFields';
import { EaSection } from './EaSection';

/**
 * Employee identity and interview framework: who (from the person) and the framework the manager sets — the entity
 * (pre-filled from the person's), function, experience, dates, and the interview date N (picked).
 */
export function IdentitySection() {
  const { t } = useTranslation('evaluation');
  const { ea } = useEvaluation();
  return (
    <EaSection section="identity" icon={<BadgeOutlined />}>
      <Facts
        items={[
          { label: t('identity.name'), value: `${ea.person.firstName} ${ea.person.lastName}` },
          { label: t('identity.reference'), value: ea.person.reference },
          { label: t('identity.manager'), value: ea.person.manager?.name },
        ]}
      />
      <ReadGrid columns={3}>
        <EaText name="cadreEntretien.society" label={t('identity.society')} />
        <EaText name="cadreEntretien.function" label={t('identity.function')} />
        <EaText name="cadreEntretien.experience" label={t('identity.experience')} />
        <EaDate name="cadreEntretien.dateNaissance" label={t('identity.birthDate')} />
        <EaDate name="cadreEntretien.dateEntreeAstek" label={t('identity.hireDate')} />
        <EaDate name="cadreEntretien.dateEntretienNm1" label={t('identity.lastInterview')} />
        <EaDate name="cadreEntretien.dateEntretienN" label={t('identity.interviewDate')} missingKey="dateEntretienN" />
      </ReadGrid>
    </EaSection>
  );
}
