import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { useTranslation } from 'react-i18next';
import { ReadField, ReadGrid, ReadHeading } from '../../../components/document/read-view';
import { Facts } from '../../../components/document/section-layout';
import { formatDay } from '../../../lib/dates';
import { BmDate, BmText } from './BmFields';
import { BmSection } from './BmSection';
import { useEepBm } from './eep-bm-context';

/**
 * General information: who (from the person: reference, name, title, dates, manager, profile), the interview frame
 * (the reviewer's interview date, last year's) and the job the employee describes (position, entity, since when).
 */
export function GeneralTab() {
  const { t, i18n } = useTranslation('eepBm');
  const { details } = useEepBm();
  const day = (value: string | null) => formatDay(value, i18n.language);
  return (
    <BmSection tab="general" icon={<BadgeOutlined />}>
      <Facts
        items={[
          { label: t('general.reference'), value: details.reference },
          { label: t('general.name'), value: details.fullName },
          { label: t('general.title'), value: details.title },
          { label: t('general.birthDate'), value: day(details.birthDate) },
          { label: t('general.hireDate'), value: day(details.hireDate) },
          { label: t('general.manager'), value: details.manager?.name },
          { label: t('general.profile'), value: details.businessManagerName },
          { label: t('general.year'), value: String(details.year) },
        ]}
      />
      <ReadHeading>{t('general.interview')}</ReadHeading>
      <ReadGrid>
        <BmDate name="interviewDate" />
        {/* Last year's interview: read from last year's review, never typed here. */}
        <ReadField
          label={t('general.interviewDatePrevYear')}
          value={day(details.interviewDatePrevYear)}
          testId="read-interviewDatePrevYear"
        />
      </ReadGrid>
      <ReadHeading>{t('general.job')}</ReadHeading>
      <ReadGrid columns={3}>
        <BmText name="position" />
        <BmText name="entity" />
        <BmDate name="functionEntryDate" />
      </ReadGrid>
    </BmSection>
  );
}
