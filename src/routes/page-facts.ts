import type { PageFacts } from '@/lib/route-meta';

/**
 * Every route may carry its page's facts (`staticData: { page: pageFacts({...}) }`): the shell
 * reads the title, back target, header and footer from the matched route, and `guardPage`
 * reads the role, flag and whether the page is built. Layout and redirect routes carry none.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    page?: PageFacts;
  }
}
