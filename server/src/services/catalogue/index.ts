import type { AppContext } from '../../http/context';
import { createActivityService } from '../content/activities';
import { createPromotionComments } from '../content/comments';
import type { ProtectionService } from '../protection';
import { createAnnouncementReads } from '../content/reads';
import { createAnnouncementService } from './announcements';
import { createGameService } from './games';
import { createCustomerService } from './customer-service';
import { createHelpService } from './help';
import { createJackpotService } from './jackpot';
import { createLotteryService } from './lottery';
import { createNameSearchIndex } from './name-search';
import { createNumeroService } from './numero';
import { createPublishingService } from './publishing';
import { createReadCache } from './read-cache';
import { createSiteInfoService } from './site-info';
import { createSportsService } from '../sports';
import { createVendorService } from './vendors';
import { createWinnerService } from './winners';

/** How long an answer about games, vendors, winners and announcement lists, and the games searched by name, are reused. */
const CATALOGUE_CACHE_MS = 10_000;

/** The catalogue the lobby reads: site settings, content, vendors, games, winners, lotteries, jackpot. */
export function createCatalogueServices(ctx: AppContext, protection: ProtectionService) {
  const { db, config } = ctx;
  const cache = createReadCache(CATALOGUE_CACHE_MS);
  const names = createNameSearchIndex(db, CATALOGUE_CACHE_MS);
  const announcements = createAnnouncementService(db, cache, (memberId) => protection.isExcluded(memberId));
  const reads = createAnnouncementReads(db);
  announcements.setReadLookup((session, ids) => reads.readAmong(session, ids));
  const customerService = createCustomerService(config);
  return {
    /** Forgets cached catalogue answers (after the operator edits games or vendors). */
    clearCache: () => {
      cache.clear();
      names.clear();
    },
    siteInfo: createSiteInfoService(config, customerService),
    /** The desks customer-service entries lead to, and their sealed paths. */
    customerService,
    announcements,
    /** Announcements each member has read. */
    reads,
    /** Promotions members join or apply for. */
    activities: createActivityService(db, protection),
    /** Members' comments on promotions, and their pictures. */
    comments: createPromotionComments(db),
    help: createHelpService(db),
    /** The back office's content room: what it writes reaches players on their next call here (the cache is dropped). */
    publishing: createPublishingService(db, () => cache.clear()),
    vendors: createVendorService(db, config, cache),
    games: createGameService(db, config, cache, names),
    winners: createWinnerService(db, config, cache),
    lottery: createLotteryService(db, config, cache),
    /** The next draw of each lottery the platform draws itself. */
    numero: createNumeroService(db, config),
    jackpot: createJackpotService(db),
    /** The fixture feed: live matches of the seeded leagues. */
    sports: createSportsService(db, config, cache),
  };
}

export type CatalogueServices = ReturnType<typeof createCatalogueServices>;
