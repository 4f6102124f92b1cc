import { createLazyRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/HomePage';

export { loadHomeFirstScreen } from '@/features/home/api/first-screen';

export const Route = createLazyRoute('/m/home')({ component: HomePage });
