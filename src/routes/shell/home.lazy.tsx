import { createLazyRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/HomePage';

export const Route = createLazyRoute('/m/home')({ component: HomePage });
