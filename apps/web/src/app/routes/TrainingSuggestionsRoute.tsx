import { TeamSuggestionsPage } from '../../features/team-suggestions/components/TeamSuggestionsPage';

/** /management/trainingSuggestions (trainings). */
export default function TrainingSuggestionsRoute() {
  return <TeamSuggestionsPage />;
}
