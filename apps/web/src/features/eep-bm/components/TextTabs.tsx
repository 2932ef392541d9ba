import Stack from '@mui/material/Stack';
import CommentOutlined from '@mui/icons-material/CommentOutlined';
import EmojiObjectsOutlined from '@mui/icons-material/EmojiObjectsOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import { useTranslation } from 'react-i18next';
import { ReadGrid, ReadHeading } from '../../../components/document/read-view';
import { BmText } from './BmFields';
import { BmSection } from './BmSection';

/** Criteria to evolve to the function: the reviewer's promotion criteria. */
export function CriteriaTab() {
  return (
    <BmSection tab="criteria" icon={<FlagOutlined />}>
      <BmText name="promotionCriteria" multiline />
    </BmSection>
  );
}

const TERMS = [
  { key: 'shortTerm', fields: ['shortTermGoal', 'shortTermMotivation', 'shortTermWay'] },
  { key: 'longTerm', fields: ['longTermGoal', 'longTermMotivation', 'longTermWay'] },
] as const;

/** Professional projection: the employee's short- and long-term goals, motivation and means, and mobility. */
export function ProjectionTab() {
  const { t } = useTranslation('eepBm');
  return (
    <BmSection tab="projection" icon={<RouteOutlined />}>
      {TERMS.map((term) => (
        <Stack key={term.key} spacing={1.5}>
          <ReadHeading>{t(`projection.${term.key}`)}</ReadHeading>
          <ReadGrid columns={3}>
            {term.fields.map((field) => (
              <BmText key={field} name={field} multiline />
            ))}
          </ReadGrid>
        </Stack>
      ))}
      <Stack spacing={1.5}>
        <ReadHeading>{t('projection.mobility')}</ReadHeading>
        <ReadGrid>
          <BmText name="mobility" multiline />
          <BmText name="functionalMobility" multiline />
        </ReadGrid>
      </Stack>
    </BmSection>
  );
}

/** Other wishes: the employee's other wishes and training requests. */
export function WishesTab() {
  return (
    <BmSection tab="wishes" icon={<EmojiObjectsOutlined />}>
      <BmText name="otherWill" multiline />
      <BmText name="commentTrainingRequest" multiline />
    </BmSection>
  );
}

/** Manager comments: strengths, areas of progress, actions to implement. */
export function CommentsTab() {
  return (
    <BmSection tab="comments" icon={<CommentOutlined />}>
      <BmText name="strengthsManager" multiline />
      <BmText name="areasOfProgress" multiline />
      <BmText name="actionsToBeImplemented" multiline />
    </BmSection>
  );
}
