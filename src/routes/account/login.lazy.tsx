import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { LoginPage } from '@/features/account/components/LoginPage';

export { loadAccountSettings } from '@/features/account/api/get-account-settings';

const route = getRouteApi('/m/login');

function Login() {
  const { redirect, door, via, signInError } = route.useSearch();
  return <LoginPage redirect={redirect} door={door === 'agent' ? 'agent' : 'member'} via={via} signInError={signInError} />;
}

export const Route = createLazyRoute('/m/login')({ component: Login });
