import { TrainingsPage } from '../../features/trainings/components/TrainingsPage';

export default function TrainingsRoute() {
  return <TrainingsPage />;
}
