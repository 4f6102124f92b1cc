import { BANNER_TYPES, bannerGroupName, type BannerType } from '../../contract/content';
import type { Language } from '../../contract/domain';
import { pesos, WELCOME_OFFER } from './deposit-offers';

export interface BannerSeed {
  groupName: string;
  title: string;
  /** The smaller line on the art. */
  subtitle: string;
  /** The art's file name without extension, e.g. m_home_EN_1. */
  artName: string;
  url: string;
  link: string | null;
  sortOrder: number;
}

interface Slide {
  title: Record<Language, string>;
  subtitle: Record<Language, string>;
  link: string | null;
}

const slide = (en: [string, string], ty: [string, string], link: string | null): Slide => ({
  title: { EN: en[0], TY: ty[0] },
  subtitle: { EN: en[1], TY: ty[1] },
  link,
});

const SLIDES: Record<BannerType, Slide[]> = {
  m_home: [
    slide(
      [`Welcome Bonus ${pesos(WELCOME_OFFER.maxPesos)}`, 'Sign up today and claim your welcome package'],
      [`Bonus sa Pagsali ${pesos(WELCOME_OFFER.maxPesos)}`, 'Magparehistro ngayon at kunin ang pambungad na regalo mo'],
      '/m/activity',
    ),
    slide(
      ['Invite a Friend, Get ₱2,222', 'Share your code — both of you get rewarded'],
      ['Mag-imbita, Makakuha ng ₱2,222', 'I-share ang code mo — pareho kayong may gantimpala'],
      '/m/inviteFriends',
    ),
    slide(
      ['Download the App, Get ₱52', 'Install Tala on your phone in one tap'],
      ['I-download ang App, May ₱52', 'I-install ang Tala sa telepono mo sa isang tap'],
      '/m/activity',
    ),
    slide(
      ['Daily Deposit Bonus', 'Up to 10% extra on every top-up'],
      ['Araw-araw na Bonus sa Pagdeposito', 'Hanggang 10% dagdag sa bawat pagdeposito'],
      '/m/voucherCenter',
    ),
  ],
  m_rng: [
    slide(
      ['Slots Weekly Rebate', 'Up to 1.2% cashback on every spin'],
      ['Lingguhang Rebate sa Slots', 'Hanggang 1.2% cashback sa bawat spin'],
      '/m/activity',
    ),
    slide(
      ['Super Ace Jackpot Race', 'Top spinners share ₱500,000'],
      ['Super Ace Jackpot Race', 'Hatian ng top spinners ang ₱500,000'],
      '/m/activity',
    ),
  ],
  m_sports: [
    slide(
      ['PBA & NBA Odds Boost', 'Better odds on every game night'],
      ['Odds Boost sa PBA at NBA', 'Mas mataas na odds tuwing game night'],
      '/m/activity',
    ),
    slide(
      ['First Bet Insurance', 'Lose your first sports bet? Get it back'],
      ['Proteksyon sa Unang Taya', 'Natalo sa unang taya sa palakasan? Ibabalik namin'],
      '/m/activity',
    ),
  ],
  m_pvp: [
    slide(['Tongits Tournament', 'Weekly prize pool ₱100,000'], ['Tongits Tournament', 'Lingguhang premyo ₱100,000'], '/m/activity'),
    slide(['Pusoy Masters', 'Climb the leaderboard, win big'], ['Pusoy Masters', 'Umakyat sa leaderboard, manalo nang malaki'], null),
  ],
  m_live: [
    slide(
      ['Live Baccarat Cashback', '0.8% back on every hand, no limit'],
      ['Cashback sa Live Baccarat', '0.8% balik sa bawat kamay, walang limit'],
      '/m/activity',
    ),
    slide(
      ['Real Dealers, Real Time', 'Play with live dealers 24/7'],
      ['Totoong Dealer, Live Agad', 'Maglaro kasama ang live dealers 24/7'],
      null,
    ),
  ],
  m_fish: [
    slide(
      ['Fishing Frenzy', 'Catch the boss fish for 1,000× prizes'],
      ['Fishing Frenzy', 'Hulihin ang boss fish para sa 1,000× na premyo'],
      '/m/activity',
    ),
    slide(['Jackpot Fishing', 'Bigger nets, bigger wins'], ['Jackpot Fishing', 'Mas malaking lambat, mas malaking panalo'], null),
  ],
  m_lott: [
    slide(['Lotto Draws Every Minute', 'Pick your numbers and win'], ['Bola ng Lotto Kada Minuto', 'Pumili ng numero at manalo'], null),
    slide(
      ['Lucky Numbers Weekend', 'Double prizes on 6/58 Ultra Lotto'],
      ['Suwerteng Numero ngayong Weekend', 'Doble premyo sa 6/58 Ultra Lotto'],
      '/m/activity',
    ),
  ],
  m_elott: [
    slide(['Keno & Fast 3', 'New results every few minutes'], ['Keno at Fast 3', 'Bagong resulta kada ilang minuto'], null),
    slide(['E-Lottery Rebate', '0.5% back on every ticket'], ['Rebate sa E-Lottery', '0.5% balik sa bawat ticket'], '/m/activity'),
  ],
  m_reg: [
    slide(
      ['Join Tala Today', `Register in 30 seconds and claim ${pesos(WELCOME_OFFER.maxPesos)}`],
      ['Sumali sa Tala Ngayon', `Mag-register sa loob ng 30 segundo, kunin ang ${pesos(WELCOME_OFFER.maxPesos)}`],
      '/m/activity',
    ),
    slide(
      ['Safe & Secure', 'Fast deposits and withdrawals with GCash and Maya'],
      ['Ligtas at Secure', 'Mabilis na deposit at withdraw gamit ang GCash at Maya'],
      null,
    ),
  ],
  m_game: [
    slide(
      ['All Providers in One Place', 'JILI, FA CHAI, PG Soft and more'],
      ['Lahat ng Provider sa Isang Lugar', 'JILI, FA CHAI, PG Soft at marami pa'],
      null,
    ),
    slide(
      ['New Games Every Week', 'Be the first to play the latest titles'],
      ['Bagong Laro Linggo-linggo', 'Ikaw ang unang makalaro ng mga bagong title'],
      '/m/activity',
    ),
  ],
};

const ART_BASE = '/cdn/banner';

/** Every banner group (m_{type}_{language}) with its slides. */
export function buildBanners(languages: readonly Language[] = ['EN', 'TY']): BannerSeed[] {
  return BANNER_TYPES.flatMap((type) =>
    languages.flatMap((language) =>
      SLIDES[type].map((s, i) => {
        const groupName = bannerGroupName(type, language);
        const artName = `${groupName}_${i + 1}`;
        return {
          groupName,
          title: s.title[language],
          subtitle: s.subtitle[language],
          artName,
          url: `${ART_BASE}/${artName}.svg`,
          link: s.link,
          sortOrder: i + 1,
        };
      }),
    ),
  );
}
