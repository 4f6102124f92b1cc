import type { Language } from '../../contract/domain';
import { HOT_NEWS, NOTICES, POPUPS, type Bilingual } from './notices';
import { HOME_PROMOTION_KEYS, PROMOTION_BONUS_CODES, PROMOTIONS, type PromotionSeed } from './promotions';

export type SeededAnnouncementType = 'PL' | 'PU' | 'PR' | 'H' | 'Promotion';

/** One row of the announcements table. */
export interface AnnouncementSeed {
  key: string;
  type: SeededAnnouncementType;
  language: Language;
  title: string;
  content: string;
  startDate: string;
  endDate: string | null;
  noExpiry: boolean;
  categoryIds: number[];
  images: { sequence: number; url: string }[];
  sortOrder: number;
  /** The promotion across its languages (promotions only). */
  promotionKey: string | null;
  /** The deposit bonus a promotion promises (promotions only). */
  bonusCode: string | null;
}

const PROMO_ART_BASE = '/cdn/promo';

export const promoImages = (key: string) => [
  { sequence: 1, url: `${PROMO_ART_BASE}/${key}-cover.svg` },
  { sequence: 2, url: `${PROMO_ART_BASE}/${key}-detail.svg` },
];

function rows(type: SeededAnnouncementType, items: Bilingual[], languages: readonly Language[], withArt: boolean): AnnouncementSeed[] {
  return languages.flatMap((language) =>
    items.map((item, i) => ({
      key: item.key,
      type,
      language,
      title: item.text[language].title,
      content: item.text[language].content,
      startDate: item.startDate,
      endDate: item.endDate,
      noExpiry: item.endDate === null,
      categoryIds: 'categoryIds' in item ? (item as PromotionSeed).categoryIds : [],
      images: withArt ? promoImages(item.key) : [],
      sortOrder: i + 1,
      promotionKey: type === 'PR' || type === 'Promotion' ? item.key : null,
      bonusCode: type === 'PR' || type === 'Promotion' ? (PROMOTION_BONUS_CODES[item.key] ?? null) : null,
    })),
  );
}

/** Notices, popups, hot news, home promotions and the promotion list, one row per language. */
export function buildAnnouncements(languages: readonly Language[] = ['EN', 'TY']): AnnouncementSeed[] {
  const homePromotions = HOME_PROMOTION_KEYS.map((key) => {
    const found = PROMOTIONS.find((p) => p.key === key);
    if (!found) throw new Error(`home promotion ${key} is not in the promotion list`);
    return found;
  });
  return [
    ...rows('PL', NOTICES, languages, false),
    ...rows('PU', POPUPS, languages, false),
    ...rows('H', HOT_NEWS, languages, false),
    ...rows('PR', homePromotions, languages, true),
    ...rows('Promotion', PROMOTIONS, languages, true),
  ];
}
