import type { Language } from '../../contract/domain';
import { pesos, RELOAD_OFFER as R, WELCOME_OFFER as W } from './deposit-offers';
import { h4, ol, p, strong, table } from './html';
import type { Bilingual } from './notices';

export interface PromoCategorySeed {
  id: number;
  nameEn: string;
  nameTy: string;
  sortOrder: number;
}

export const PROMO_CATEGORIES: PromoCategorySeed[] = [
  { id: 1, nameEn: 'New Member', nameTy: 'Bagong Miyembro', sortOrder: 1 },
  { id: 2, nameEn: 'Slots & Fishing', nameTy: 'Slots at Pangingisda', sortOrder: 2 },
  { id: 3, nameEn: 'Live Casino', nameTy: 'Live Casino', sortOrder: 3 },
  { id: 4, nameEn: 'Sports', nameTy: 'Sports', sortOrder: 4 },
  { id: 5, nameEn: 'Cards & Bingo', nameTy: 'Baraha at Bingo', sortOrder: 5 },
  { id: 6, nameEn: 'Daily Rewards', nameTy: 'Araw-araw na Gantimpala', sortOrder: 6 },
  { id: 7, nameEn: 'VIP', nameTy: 'VIP', sortOrder: 7 },
];

interface PromoText {
  title: string;
  intro: string;
  steps: string[];
  terms: [string, string][];
}

export interface PromotionSeed extends Bilingual {
  categoryIds: number[];
  /** The big line and the small line drawn on the promotion's art. */
  art: { headline: string; tagline: string };
}

const LABELS: Record<Language, { how: string; terms: string; head: [string, string]; footer: string }> = {
  EN: {
    how: 'How to join',
    terms: 'Terms',
    head: ['Item', 'Details'],
    footer:
      'General promotion terms apply. One bonus per player, household, device and payment account. Tala may change or end this promotion at any time.',
  },
  TY: {
    how: 'Paano sumali',
    terms: 'Mga Tuntunin',
    head: ['Item', 'Detalye'],
    footer:
      'Umiiral ang pangkalahatang tuntunin ng promo. Isang bonus lang kada player, bahay, device at payment account. Maaaring baguhin o tapusin ng Tala ang promo na ito anumang oras.',
  },
};

function body(language: Language, text: PromoText, extra = ''): string {
  const l = LABELS[language];
  return p(text.intro) + extra + h4(l.how) + ol(text.steps) + h4(l.terms) + table(l.head, text.terms) + `<p><small>${l.footer}</small></p>`;
}

function promotion(
  key: string,
  categoryIds: number[],
  startDate: string,
  endDate: string | null,
  art: PromotionSeed['art'],
  en: PromoText,
  ty: PromoText,
  extra: Partial<Record<Language, string>> = {},
): PromotionSeed {
  return {
    key,
    categoryIds,
    startDate,
    endDate,
    art,
    text: {
      EN: { title: en.title, content: body('EN', en, extra.EN) },
      TY: { title: ty.title, content: body('TY', ty, extra.TY) },
    },
  };
}

// The art's own size (690×300), as an editor writes it, so the terms below keep their place while the picture loads.
const detailImage = (alt: string) => `<p><img src="/cdn/promo/welcome-22222-detail.svg" alt="${alt}" width="690" height="300"></p>`;

/** The promotion list (type Promotion). Null end dates are long-term offers. */
export const PROMOTIONS: PromotionSeed[] = [
  promotion(
    'welcome-22222',
    [1],
    '2026-01-01',
    null,
    { headline: pesos(W.maxPesos), tagline: 'WELCOME BONUS' },
    {
      title: `Welcome Bonus up to ${pesos(W.maxPesos)}`,
      intro: `New to Tala? Your first deposit is matched ${strong(`${W.percent}% up to ${pesos(W.maxPesos)}`)}.`,
      steps: [
        'Register an account.',
        `Make your first deposit of ${pesos(W.minDepositPesos)} or more.`,
        'Claim the bonus in Promotions within 7 days.',
      ],
      terms: [
        ['Minimum deposit', pesos(W.minDepositPesos)],
        ['Bonus', `${W.percent}% up to ${pesos(W.maxPesos)}`],
        ['Turnover', `${W.turnoverMultiple}× (deposit + bonus)`],
        ['Eligible games', 'Slots, Fishing, Bingo'],
        ['Claim within', '7 days of registering'],
      ],
    },
    {
      title: `Welcome Bonus hanggang ${pesos(W.maxPesos)}`,
      intro: `Bago ka sa Tala? Ang first deposit mo ay may ${strong(`${W.percent}% match hanggang ${pesos(W.maxPesos)}`)}.`,
      steps: [
        'Mag-register ng account.',
        `Mag-first deposit ng ${pesos(W.minDepositPesos)} o higit pa.`,
        'I-claim ang bonus sa Promotions sa loob ng 7 araw.',
      ],
      terms: [
        ['Minimum deposit', pesos(W.minDepositPesos)],
        ['Bonus', `${W.percent}% hanggang ${pesos(W.maxPesos)}`],
        ['Turnover', `${W.turnoverMultiple}× (deposit + bonus)`],
        ['Puwedeng laro', 'Slots, Fishing, Bingo'],
        ['I-claim sa loob ng', '7 araw mula mag-register'],
      ],
    },
    { EN: detailImage('Welcome bonus steps'), TY: detailImage('Mga hakbang sa welcome bonus') },
  ),
  promotion(
    'invite-2222',
    [1, 6],
    '2026-01-01',
    null,
    { headline: '₱2,222', tagline: 'INVITE A FRIEND' },
    {
      title: 'Invite Friends, Get ₱2,222 Each',
      intro: `Share your invite code. When a friend registers and deposits, you get ${strong('₱2,222')}.`,
      steps: [
        'Open Invite and copy your link or code.',
        'Your friend registers with it and deposits ₱500 or more.',
        'The reward lands in your wallet within 24 hours.',
      ],
      terms: [
        ['Reward per friend', '₱2,222'],
        ["Friend's minimum deposit", '₱500'],
        ['Turnover', '5×'],
        ['Friends per month', 'Up to 20'],
      ],
    },
    {
      title: 'Mag-imbita ng Kaibigan, ₱2,222 Bawat Isa',
      intro: `I-share ang invite code mo. Kapag nag-register at nag-deposit ang kaibigan mo, makakakuha ka ng ${strong('₱2,222')}.`,
      steps: [
        'Buksan ang Invite at kopyahin ang link o code mo.',
        'Mag-register ang kaibigan mo gamit ito at magdeposito ng ₱500 o higit pa.',
        'Papasok ang gantimpala sa wallet mo sa loob ng 24 oras.',
      ],
      terms: [
        ['Gantimpala kada kaibigan', '₱2,222'],
        ['Minimum deposit ng kaibigan', '₱500'],
        ['Turnover', '5×'],
        ['Kaibigan kada buwan', 'Hanggang 20'],
      ],
    },
  ),
  promotion(
    'download-52',
    [1],
    '2026-01-01',
    null,
    { headline: '₱52', tagline: 'APP DOWNLOAD BONUS' },
    {
      title: 'Install the App, Get ₱52 Free',
      intro: `Add Tala to your home screen and receive ${strong('₱52')} — no deposit needed.`,
      steps: ['Install the Tala app from the menu.', 'Log in from the installed app.', 'The ₱52 bonus is credited automatically.'],
      terms: [
        ['Bonus', '₱52'],
        ['Turnover', '10×'],
        ['Maximum withdrawal from bonus', '₱520'],
        ['Limit', 'Once per account and device'],
      ],
    },
    {
      title: 'I-install ang App, May Libreng ₱52',
      intro: `Idagdag ang Tala sa home screen at makatanggap ng ${strong('₱52')} — walang deposit na kailangan.`,
      steps: ['I-install ang Tala app mula sa menu.', 'Mag-log in mula sa na-install na app.', 'Awtomatikong papasok ang ₱52 bonus.'],
      terms: [
        ['Bonus', '₱52'],
        ['Turnover', '10×'],
        ['Maximum na withdraw mula sa bonus', '₱520'],
        ['Limit', 'Isang beses kada account at device'],
      ],
    },
  ),
  promotion(
    'daily-deposit-10',
    [6],
    '2026-02-01',
    '2027-12-31',
    { headline: '10%', tagline: 'DAILY DEPOSIT BONUS' },
    {
      title: 'Daily Deposit Bonus 10%',
      intro: `Get ${strong('10% extra')} on your first deposit of every day, up to ₱1,000.`,
      steps: ['Deposit ₱200 or more.', 'Tap Claim on this promotion.', 'Play through 8× to withdraw.'],
      terms: [
        ['Minimum deposit', '₱200'],
        ['Bonus', '10% up to ₱1,000 per day'],
        ['Turnover', '8×'],
        ['Resets', 'Daily at 00:00 PHT'],
      ],
    },
    {
      title: 'Araw-araw na Deposit Bonus 10%',
      intro: `Makakuha ng ${strong('10% dagdag')} sa unang deposit mo araw-araw, hanggang ₱1,000.`,
      steps: ['Magdeposito ng ₱200 o higit pa.', 'I-tap ang Claim sa promo na ito.', 'I-turnover nang 8× bago mag-withdraw.'],
      terms: [
        ['Minimum deposit', '₱200'],
        ['Bonus', '10% hanggang ₱1,000 kada araw'],
        ['Turnover', '8×'],
        ['Nagre-reset', 'Araw-araw, 00:00 PHT'],
      ],
    },
  ),
  promotion(
    'slots-rebate',
    [2],
    '2026-01-15',
    null,
    { headline: '1.2%', tagline: 'SLOTS WEEKLY REBATE' },
    {
      title: 'Unlimited Slots Rebate up to 1.2%',
      intro: 'Win or lose, get cashback on every valid slot bet, paid every Monday.',
      steps: [
        'Play any slot or fishing game.',
        'Rebate is calculated on valid bets from Monday to Sunday.',
        'It is credited every Monday before 18:00.',
      ],
      terms: [
        ['Rebate rate', '0.6%–1.2% by VIP level'],
        ['Minimum rebate', '₱1'],
        ['Maximum rebate', 'No limit'],
        ['Turnover', '1×'],
      ],
    },
    {
      title: 'Walang Limit na Slots Rebate hanggang 1.2%',
      intro: 'Panalo man o talo, may cashback ka sa bawat valid na slot bet, binabayaran tuwing Lunes.',
      steps: [
        'Maglaro ng kahit anong slot o fishing game.',
        'Kinukuwenta ang rebate sa valid bets mula Lunes hanggang Linggo.',
        'Papasok ito tuwing Lunes bago mag-18:00.',
      ],
      terms: [
        ['Rebate rate', '0.6%–1.2% depende sa VIP level'],
        ['Minimum na rebate', '₱1'],
        ['Maximum na rebate', 'Walang limit'],
        ['Turnover', '1×'],
      ],
    },
  ),
  promotion(
    'live-cashback',
    [3],
    '2026-03-01',
    null,
    { headline: '0.8%', tagline: 'LIVE CASINO CASHBACK' },
    {
      title: 'Live Casino Cashback 0.8%',
      intro: 'Baccarat, Dragon Tiger, Roulette and Sic Bo — every hand earns cashback.',
      steps: ['Play at any live casino table.', 'Cashback is paid daily for the previous day.', 'No claim needed.'],
      terms: [
        ['Cashback', '0.8% of valid bets'],
        ['Paid', 'Daily, 14:00 PHT'],
        ['Turnover', '1×'],
        ['Excluded', 'Bets on both sides of one hand'],
      ],
    },
    {
      title: 'Live Casino Cashback 0.8%',
      intro: 'Baccarat, Dragon Tiger, Roulette at Sic Bo — may cashback ang bawat kamay.',
      steps: [
        'Maglaro sa kahit anong live casino table.',
        'Araw-araw binabayaran ang cashback para sa nakaraang araw.',
        'Hindi na kailangang i-claim.',
      ],
      terms: [
        ['Cashback', '0.8% ng valid bets'],
        ['Binabayaran', 'Araw-araw, 14:00 PHT'],
        ['Turnover', '1×'],
        ['Hindi kasama', 'Taya sa magkabilang panig ng isang kamay'],
      ],
    },
  ),
  promotion(
    'sports-insurance',
    [4, 1],
    '2026-04-01',
    '2027-08-31',
    { headline: '₱1,000', tagline: 'FIRST BET INSURANCE' },
    {
      title: 'Sports First Bet Insurance up to ₱1,000',
      intro: `If your first sports bet loses, we refund it as a bonus — ${strong('up to ₱1,000')}.`,
      steps: [
        'Place your first bet on any sport at odds 1.80 or higher.',
        'If it loses, the stake is refunded within 24 hours.',
        'Use the refund on any sports market.',
      ],
      terms: [
        ['Maximum refund', '₱1,000'],
        ['Minimum odds', '1.80 (decimal)'],
        ['Turnover', '3×'],
        ['Valid', 'First settled sports bet only'],
      ],
    },
    {
      title: 'First Bet Insurance sa Sports hanggang ₱1,000',
      intro: `Kapag natalo ang unang sports bet mo, ibabalik namin ito bilang bonus — ${strong('hanggang ₱1,000')}.`,
      steps: [
        'Tumaya sa kahit anong sport na may odds na 1.80 pataas.',
        'Kapag natalo, ibabalik ang taya sa loob ng 24 oras.',
        'Gamitin ang refund sa kahit anong sports market.',
      ],
      terms: [
        ['Maximum na refund', '₱1,000'],
        ['Minimum na odds', '1.80 (decimal)'],
        ['Turnover', '3×'],
        ['Valid', 'Sa unang na-settle na sports bet lang'],
      ],
    },
  ),
  promotion(
    'vip-level-up',
    [7],
    '2026-01-01',
    null,
    { headline: 'VIP', tagline: 'LEVEL-UP REWARDS' },
    {
      title: 'VIP Level-Up Rewards up to ₱88,888',
      intro: 'Every new VIP level unlocks a one-time reward, credited instantly.',
      steps: ['Bet on any game to build your VIP progress.', 'Reach the next level.', 'Claim the reward in the Rewards Centre.'],
      terms: [
        ['VIP 2', '₱188'],
        ['VIP 5', '₱2,888'],
        ['VIP 8', '₱18,888'],
        ['VIP 10', '₱88,888'],
        ['Turnover', '1×'],
      ],
    },
    {
      title: 'Gantimpala sa Pag-akyat ng VIP Level hanggang ₱88,888',
      intro: 'Bawat bagong VIP level ay may isang beses na gantimpala na papasok agad.',
      steps: [
        'Tumaya sa kahit anong laro para umusad ang VIP progress mo.',
        'Abutin ang susunod na level.',
        'I-claim ang gantimpala sa Sentro ng Gantimpala.',
      ],
      terms: [
        ['VIP 2', '₱188'],
        ['VIP 5', '₱2,888'],
        ['VIP 8', '₱18,888'],
        ['VIP 10', '₱88,888'],
        ['Turnover', '1×'],
      ],
    },
  ),
  promotion(
    'birthday-bonus',
    [7],
    '2026-01-01',
    null,
    { headline: '₱8,888', tagline: 'BIRTHDAY BONUS' },
    {
      title: 'Birthday Bonus up to ₱8,888',
      intro: 'Happy birthday from Tala! VIP members receive a gift on their birthday month.',
      steps: ['Add your birthday in your profile.', 'Be VIP 2 or higher.', 'The gift is credited on the first day of your birthday month.'],
      terms: [
        ['VIP 2–4', '₱288'],
        ['VIP 5–7', '₱1,888'],
        ['VIP 8–10', '₱8,888'],
        ['Turnover', '3×'],
      ],
    },
    {
      title: 'Birthday Bonus hanggang ₱8,888',
      intro: 'Happy birthday mula sa Tala! May regalo ang VIP members sa buwan ng kaarawan nila.',
      steps: [
        'Ilagay ang birthday mo sa profile.',
        'Maging VIP 2 o mas mataas.',
        'Papasok ang regalo sa unang araw ng buwan ng kaarawan mo.',
      ],
      terms: [
        ['VIP 2–4', '₱288'],
        ['VIP 5–7', '₱1,888'],
        ['VIP 8–10', '₱8,888'],
        ['Turnover', '3×'],
      ],
    },
  ),
  promotion(
    'fishing-leaderboard',
    [2],
    '2026-06-01',
    '2027-06-30',
    { headline: '₱300,000', tagline: 'FISHING LEADERBOARD' },
    {
      title: 'Fishing Frenzy Weekly Leaderboard',
      intro: `The top 50 fishing players each week share ${strong('₱300,000')}.`,
      steps: ['Play any fishing game.', 'Your highest single-shot multiplier counts.', 'Prizes are paid every Monday.'],
      terms: [
        ['1st place', '₱50,000'],
        ['2nd–5th', '₱15,000'],
        ['6th–50th', '₱4,000'],
        ['Turnover', '1×'],
      ],
    },
    {
      title: 'Fishing Frenzy Weekly Leaderboard',
      intro: `Hatian ng top 50 fishing players kada linggo ang ${strong('₱300,000')}.`,
      steps: [
        'Maglaro ng kahit anong fishing game.',
        'Ang pinakamataas mong multiplier sa isang tira ang bibilangin.',
        'Binabayaran ang premyo tuwing Lunes.',
      ],
      terms: [
        ['1st place', '₱50,000'],
        ['2nd–5th', '₱15,000'],
        ['6th–50th', '₱4,000'],
        ['Turnover', '1×'],
      ],
    },
  ),
  promotion(
    'tongits-tournament',
    [5],
    '2026-05-01',
    '2027-12-31',
    { headline: '₱100,000', tagline: 'TONGITS TOURNAMENT' },
    {
      title: 'Weekend Tongits Tournament ₱100,000',
      intro: 'Play Tongits every Saturday and Sunday and climb the leaderboard.',
      steps: ['Join any Tongits table on the weekend.', 'Earn points for every winning hand.', 'The top 100 share the prize pool.'],
      terms: [
        ['Prize pool', '₱100,000'],
        ['Points', '1 per ₱10 won'],
        ['Schedule', 'Sat 00:00 – Sun 23:59 PHT'],
        ['Turnover', '1×'],
      ],
    },
    {
      title: 'Weekend Tongits Tournament ₱100,000',
      intro: 'Maglaro ng Tongits tuwing Sabado at Linggo at umakyat sa leaderboard.',
      steps: [
        'Sumali sa kahit anong Tongits table tuwing weekend.',
        'Makakuha ng points sa bawat panalong kamay.',
        'Hatian ng top 100 ang premyo.',
      ],
      terms: [
        ['Premyo', '₱100,000'],
        ['Points', '1 kada ₱10 na panalo'],
        ['Schedule', 'Sab 00:00 – Lin 23:59 PHT'],
        ['Turnover', '1×'],
      ],
    },
  ),
  promotion(
    'weekend-reload',
    [6],
    '2026-03-15',
    '2027-09-30',
    { headline: `${R.percent}%`, tagline: 'WEEKEND RELOAD' },
    {
      title: `Weekend Reload Bonus ${R.percent}%`,
      intro: `Top up on Saturday or Sunday and get ${strong(`${R.percent}% up to ${pesos(R.maxPesos)}`)}.`,
      steps: [
        `Deposit ${pesos(R.minDepositPesos)} or more on a weekend.`,
        'Claim the reload in Promotions.',
        `Complete ${R.turnoverMultiple}× turnover.`,
      ],
      terms: [
        ['Minimum deposit', pesos(R.minDepositPesos)],
        ['Bonus', `${R.percent}% up to ${pesos(R.maxPesos)}`],
        ['Turnover', `${R.turnoverMultiple}×`],
        ['Once per', 'Weekend'],
      ],
    },
    {
      title: `Weekend Reload Bonus ${R.percent}%`,
      intro: `Mag-top up sa Sabado o Linggo at makakuha ng ${strong(`${R.percent}% hanggang ${pesos(R.maxPesos)}`)}.`,
      steps: [
        `Magdeposito ng ${pesos(R.minDepositPesos)} o higit pa tuwing weekend.`,
        'I-claim ang reload sa Promotions.',
        `Tapusin ang ${R.turnoverMultiple}× turnover.`,
      ],
      terms: [
        ['Minimum deposit', pesos(R.minDepositPesos)],
        ['Bonus', `${R.percent}% hanggang ${pesos(R.maxPesos)}`],
        ['Turnover', `${R.turnoverMultiple}×`],
        ['Isang beses kada', 'Weekend'],
      ],
    },
  ),
  promotion(
    'bingo-bonanza',
    [5, 2],
    '2026-07-01',
    '2027-07-31',
    { headline: 'BINGO', tagline: 'DAILY FREE CARDS' },
    {
      title: 'Bingo Bonanza: 5 Free Cards Daily',
      intro: 'Bet ₱500 on bingo games in a day and get 5 free cards for tomorrow.',
      steps: ['Play Bingo Carnaval or any bingo game.', 'Reach ₱500 in valid bets in one day.', 'Your free cards appear the next morning.'],
      terms: [
        ['Daily target', '₱500 valid bets'],
        ['Reward', '5 free bingo cards'],
        ['Card value', '₱10 each'],
        ['Turnover on wins', '3×'],
      ],
    },
    {
      title: 'Bingo Bonanza: 5 Libreng Card Araw-araw',
      intro: 'Tumaya ng ₱500 sa bingo games sa isang araw at makakuha ng 5 libreng card para bukas.',
      steps: [
        'Maglaro ng Bingo Carnaval o kahit anong bingo game.',
        'Abutin ang ₱500 na valid bets sa isang araw.',
        'Lalabas ang libreng cards mo kinabukasan ng umaga.',
      ],
      terms: [
        ['Daily target', '₱500 valid bets'],
        ['Gantimpala', '5 libreng bingo card'],
        ['Halaga ng card', '₱10 bawat isa'],
        ['Turnover sa panalo', '3×'],
      ],
    },
  ),
  promotion(
    'lucky-spin',
    [6],
    '2026-08-01',
    '2027-10-31',
    { headline: 'SPIN', tagline: 'DAILY LUCKY WHEEL' },
    {
      title: 'Daily Lucky Spin — Win up to ₱8,888',
      intro: 'Get one free spin of the Lucky Wheel every day you deposit.',
      steps: ['Deposit any amount.', 'Open the Lucky Wheel in Promotions.', 'Spin and collect your prize instantly.'],
      terms: [
        ['Spins', '1 per day with a deposit'],
        ['Top prize', '₱8,888'],
        ['Smallest prize', '₱8'],
        ['Turnover', '3×'],
      ],
    },
    {
      title: 'Daily Lucky Spin — Manalo hanggang ₱8,888',
      intro: 'May isang libreng spin ng Lucky Wheel araw-araw basta magdeposito ka.',
      steps: ['Magdeposito ng kahit magkano.', 'Buksan ang Lucky Wheel sa Promotions.', 'I-spin at kunin agad ang premyo.'],
      terms: [
        ['Spins', '1 kada araw na may deposit'],
        ['Top prize', '₱8,888'],
        ['Pinakamaliit na premyo', '₱8'],
        ['Turnover', '3×'],
      ],
    },
  ),
];

/** Promotions featured on Home (type PR): the three headline bonuses. */
/** The deposit bonus each promotion promises: the cashier pays that row (`deposit_bonuses`), as the promotion's words say. */
export const PROMOTION_BONUS_CODES: Readonly<Record<string, string>> = { 'welcome-22222': W.code, 'weekend-reload': R.code };

export const HOME_PROMOTION_KEYS = ['welcome-22222', 'invite-2222', 'download-52'] as const;

export interface PromotionActivitySeed {
  promotionKey: string;
  mode: 'JOIN' | 'APPLY';
}

/** Promotions a member takes part in: tournaments and boards are joined; bonuses are applied for and decided by the operator. */
export const PROMOTION_ACTIVITIES: PromotionActivitySeed[] = [
  { promotionKey: 'fishing-leaderboard', mode: 'JOIN' },
  { promotionKey: 'tongits-tournament', mode: 'JOIN' },
  { promotionKey: 'bingo-bonanza', mode: 'JOIN' },
  { promotionKey: 'welcome-22222', mode: 'APPLY' },
  { promotionKey: 'sports-insurance', mode: 'APPLY' },
  { promotionKey: 'weekend-reload', mode: 'APPLY' },
  { promotionKey: 'birthday-bonus', mode: 'APPLY' },
];
