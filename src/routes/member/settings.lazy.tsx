import { createLazyRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/member/components/SettingsPage';

export const Route = createLazyRoute('/member/m/set')({ component: SettingsPage });
