import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

// The comments (their list, the form and their texts) load once the promotion is drawn: the page's own code stays small.
// Offline, before they were ever opened, their code is not on the device: the promotion shows without them.
const PromotionComments = lazy((): Promise<{ default: ComponentType<{ promotionId: number }> }> =>
  import('./comments/PromotionComments').catch(() => ({ default: () => null })),
);

/** The comments under a promotion, drawn after the page itself so the server's first paint and the app's agree. */
export function CommentsSlot({ promotionId }: { promotionId: number }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <PromotionComments promotionId={promotionId} />
    </Suspense>
  );
}
