import { SignInPage } from '../../features/auth/components/SignInPage';

export default function SignInRoute() {
  return <SignInPage />;
}
