import { ResetPasswordPage } from '../../features/auth/components/ResetPasswordPage';

export default function ResetRoute() {
  return <ResetPasswordPage />;
}
