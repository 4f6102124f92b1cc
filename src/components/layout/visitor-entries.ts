export type VisitorEntry = 'login' | 'register';

/**
 * Where a visitor finds "log in" and "register". Home has room for both buttons; a sub-page's
 * header also carries its title, so it keeps one button (register on the login page, log in
 * elsewhere) and register moves into the drop menu. The page a visitor is on is never offered.
 */
export function visitorEntries(pathname: string, isHome: boolean): { header: VisitorEntry[]; menu: VisitorEntry[] } {
  const path = pathname.replace(/\/+$/, '');
  if (isHome) return { header: ['login', 'register'], menu: [] };
  if (path === '/m/login') return { header: ['register'], menu: [] };
  if (path === '/m/register') return { header: ['login'], menu: [] };
  return { header: ['login'], menu: ['register'] };
}
