/** How long a stored copy may be shown, by kind of read. */
export const MAX_AGE = {
  /** Games, vendors, boards: the catalogue changes slowly and an offline player is better served by an older list than none. */
  catalogue: 7 * 24 * 60 * 60 * 1000,
  /** Banners and notices: a week-old promotion would mislead. */
  content: 24 * 60 * 60 * 1000,
  /** Money: shown (and labelled as saved) for a day at most. */
  money: 24 * 60 * 60 * 1000,
} as const;

/** Catalogue answers stay fresh within one sitting: pages opened one after another share them. */
export const CATALOGUE_FRESH_MS = 5 * 60 * 1000;
