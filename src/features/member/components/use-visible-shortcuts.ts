import { useRouter } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import type { PageFacts } from '@/lib/route-meta';
import { siteState } from '@/lib/site';
import type { MemberShortcut, Viewer } from '../shortcuts';

type RouteFactsByPath = Record<string, { options: { staticData?: { page?: PageFacts } } } | undefined>;

/**
 * The entries this viewer may follow: the page exists (built), its whitelabel flag is on (the bet
 * records' entry stays either way, see `betRecords`), its role admits the viewer (a trial account
 * opens no real-member page), and the entry's own rule.
 */
export function useVisibleShortcuts(viewer: Viewer & { trial: boolean }) {
  const router = useRouter();
  const whitelabel = useSnapshot(siteState).info?.whitelabel;
  const byPath = router.routesByPath as unknown as RouteFactsByPath;
  return (entries: readonly MemberShortcut[]) =>
    entries.filter((entry) => {
      const facts = byPath[entry.to]?.options.staticData?.page;
      if (!facts || !facts.built) return false;
      if (facts.flag && !whitelabel?.[facts.flag] && !entry.betRecords) return false;
      if (facts.role === 'realMember' && viewer.trial) return false;
      if (facts.role === 'agent' && !viewer.agent) return false;
      return entry.shows ? entry.shows(viewer) : true;
    });
}
