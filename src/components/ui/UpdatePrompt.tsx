import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { pwaState } from '@/lib/pwa';

// Only a waiting new version shows the prompt: its code loads then.
const UpdatePromptView = lazy(() => import('./UpdatePromptView'));

/** Offered when a new version is installed; nothing changes until the player accepts. */
export function UpdatePrompt() {
  const { needRefresh } = useSnapshot(pwaState);
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptView />
    </Suspense>
  );
}
