import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { markAddToHomeOffered } from '@/lib/add-to-home';
import { pwaState } from '@/lib/pwa';
import { addToHomeKind, type AddToHomeKind } from './add-to-home-offer';
import { AddToHomePrompt } from './AddToHomePrompt';

/** Pages where the prompt would stand in the way: Home opens with its popup announcements, a game is being played. */
const NO_PROMPT_PATHS = new Set(['/m/home', '/m/game', '/m/download']);

/** Decides on each page, until it has been shown once, whether to offer adding Tala to the home screen. */
export function AddToHomeOffer() {
  const [kind, setKind] = useState<AddToHomeKind | null>(null);
  const [shown, setShown] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // An Android browser says it can install a little after the page loads.
  const canInstall = useSnapshot(pwaState).installPrompt !== null;
  useEffect(() => {
    if (shown || NO_PROMPT_PATHS.has(pathname)) return;
    const offer = addToHomeKind();
    if (!offer) return;
    markAddToHomeOffered();
    setShown(true);
    setKind(offer);
  }, [shown, pathname, canInstall]);
  return kind && <AddToHomePrompt kind={kind} onClose={() => setKind(null)} />;
}
