/*
 * Every date and time a player reads, in one format per language and always in Philippine time:
 * "Nob 26, 2026, 9:05 PM" in Tagalog, "Nov 26, 2026, 9:05 PM" in English. The month names are the
 * app's own: browsers' Filipino locale data differ (some print English months), so a page would
 * read differently by engine. The spec's numeric dates (promotions, notices) are written where they show.
 */

const MONTHS = {
  TY: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
  EN: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

const MANILA_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function manila(iso: string) {
  const parts = Object.fromEntries(MANILA_PARTS.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return {
    year: parts.year!,
    month: Number(parts.month) - 1,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    dayPeriod: parts.dayPeriod!.toUpperCase(),
  };
}

const monthsOf = (language: string) => (language === 'EN' || language === 'en' ? MONTHS.EN : MONTHS.TY);

/** A day: "Nob 26, 2026". */
export function formatDate(iso: string, language: string): string {
  const at = manila(iso);
  return `${monthsOf(language)[at.month]} ${at.day}, ${at.year}`;
}

/** A clock time: "9:05 PM". */
export function formatTime(iso: string): string {
  const at = manila(iso);
  return `${at.hour}:${at.minute} ${at.dayPeriod}`;
}

/** A day and its time: "Nob 26, 2026, 9:05 PM". */
export function formatDateTime(iso: string, language: string): string {
  return `${formatDate(iso, language)}, ${formatTime(iso)}`;
}
