import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { useTranslation } from 'react-i18next';
import { ReadGrid, ReadHeading } from '../../../components/document/read-view';
import { EaText } from './EaFields';
import { EaSection } from './EaSection';

const TERMS = ['shortTerm', 'mediumTerm', 'longTerm'] as const;
const PARTS = ['goal', 'motivation', 'way'] as const;
const OTHERS = ['otherActivity', 'otherWill'] as const;

/** Professional evolution (the employee's side): goals by term, mobility (required), other activity and wishes. */
export function EvolutionSection() {
  const { t } = useTranslation('evaluation');
  return (
    <EaSection section="evolution" icon={<TrendingUpOutlined />}>
      {TERMS.map((term) => (
        <div key={term}>
          <ReadHeading>{t(`evolution.${term}`)}</ReadHeading>
          <ReadGrid columns={3}>
            {PARTS.map((part) => (
              <EaText
                key={part}
                name={`evolutionProfessionnelle.${term}.${part}`}
                label={t(`evolution.${part}`)}
                multiline
              />
            ))}
          </ReadGrid>
        </div>
      ))}
      <EaText
        name="evolutionProfessionnelle.mobility"
        label={t('evolution.mobility')}
        multiline
        missingKey="mobility"
      />
      {OTHERS.map((part) => (
        <EaText key={part} name={`evolutionProfessionnelle.${part}`} label={t(`evolution.${part}`)} multiline />
      ))}
    </EaSection>
  );
}
