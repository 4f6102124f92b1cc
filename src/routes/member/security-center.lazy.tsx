import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { SecurityPage } from '@/features/member/components/SecurityPage';

const route = getRouteApi('/member/m/securityCenter');

function SecurityCenter() {
  const { linked, signInError } = route.useSearch();
  return <SecurityPage linked={linked} signInError={signInError} />;
}

export const Route = createLazyRoute('/member/m/securityCenter')({ component: SecurityCenter });
