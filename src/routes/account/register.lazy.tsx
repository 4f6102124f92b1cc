import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { RegisterPage } from '@/features/account/components/RegisterPage';

export { loadAccountSettings } from '@/features/account/api/get-account-settings';

const route = getRouteApi('/m/register');

function Register() {
  return <RegisterPage affiliateCode={route.useSearch().affiliateCode} />;
}

export const Route = createLazyRoute('/m/register')({ component: Register });
