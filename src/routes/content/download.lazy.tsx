import { createLazyRoute } from '@tanstack/react-router';
import { DownloadPage } from '@/features/content/download/DownloadPage';

export const Route = createLazyRoute('/m/download')({ component: DownloadPage });
