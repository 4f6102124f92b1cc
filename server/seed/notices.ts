import type { Language } from '../../contract/domain';
import { h4, ol, p, strong, table, ul } from './html';
import { pesos, WELCOME_OFFER } from './deposit-offers';

/** One announcement written in both languages; the seed stores one row per language. */
export interface Bilingual {
  key: string;
  startDate: string;
  /** Null with no expiry: a long-term item. */
  endDate: string | null;
  text: Record<Language, { title: string; content: string }>;
}

const notice = (key: string, startDate: string, endDate: string | null, en: [string, string], ty: [string, string]): Bilingual => ({
  key,
  startDate,
  endDate,
  text: { EN: { title: en[0], content: en[1] }, TY: { title: ty[0], content: ty[1] } },
});

/** Player notices (type PL), newest first. */
export const NOTICES: Bilingual[] = [
  notice(
    'maintenance-dec',
    '2026-11-18',
    '2027-01-15',
    [
      'Scheduled System Maintenance',
      p(`We will upgrade our servers on ${strong('December 3, 2026, 02:00–04:00 (PHT)')}.`) +
        ul([
          'Log in, games and the wallet will be unavailable during the upgrade.',
          'Game rounds in progress are settled automatically.',
          'Deposits sent during the window are credited once we are back.',
        ]) +
        p('Thank you for your patience!'),
    ],
    [
      'Nakatakdang Pagsasaayos ng Sistema',
      p(`Ia-upgrade namin ang mga server sa ${strong('Disyembre 3, 2026, 02:00–04:00 (PHT)')}.`) +
        ul([
          'Hindi muna magagamit ang log in, mga laro at wallet habang nag-a-upgrade.',
          'Awtomatikong ise-settle ang mga round na naiwan.',
          'Ang mga depositong ipinadala sa oras na ito ay papasok pagbalik namin.',
        ]) +
        p('Salamat sa inyong pasensya!'),
    ],
  ),
  notice(
    'gcash-channel',
    '2026-11-10',
    null,
    [
      'New GCash Deposit Channel',
      p(`Top up instantly with our new ${strong('GCash QR')} channel.`) +
        ol(['Open Deposit and choose GCash QR.', 'Enter the amount (₱100 minimum).', 'Scan the QR code with your GCash app and confirm.']) +
        p('Your balance is credited within one minute.'),
    ],
    [
      'Bagong Paraan ng Pagdeposito sa GCash',
      p(`Magdagdag agad ng pondo gamit ang bagong ${strong('GCash QR')} channel.`) +
        ol([
          'Buksan ang Magdeposito at piliin ang GCash QR.',
          'Ilagay ang halaga (minimum ₱100).',
          'I-scan ang QR code gamit ang GCash app mo at i-confirm.',
        ]) +
        p('Papasok ang pondo sa iyong balanse sa loob ng isang minuto.'),
    ],
  ),
  notice(
    'maya-withdraw',
    '2026-11-02',
    null,
    [
      'Faster Maya Withdrawals',
      p('Withdrawals to Maya wallets are now processed in about 5 minutes, 24 hours a day.') +
        p(`Make sure the ${strong('account name')} on your Maya wallet matches your registered name.`),
    ],
    [
      'Mas Mabilis na Withdraw sa Maya',
      p('Ang withdraw papunta sa Maya wallet ay napoproseso na sa loob ng mga 5 minuto, 24 oras araw-araw.') +
        p(`Siguraduhing pareho ang ${strong('account name')} sa Maya wallet mo at sa naka-register mong pangalan.`),
    ],
  ),
  notice(
    'responsible-gaming',
    '2026-10-25',
    null,
    [
      'Play Responsibly',
      p(`Tala is for players ${strong('21 years old and above')}. Gaming should stay fun.`) +
        ul([
          'Set a budget before you play and stick to it.',
          'Take breaks — never chase losses.',
          'Ask customer service to set a deposit limit or a cooling-off period any time.',
        ]) +
        p('If gaming stops being fun, reach out to us. We are here to help.'),
    ],
    [
      'Maglaro nang Responsable',
      p(`Ang Tala ay para lamang sa mga ${strong('21 taong gulang pataas')}. Dapat masaya lang ang paglalaro.`) +
        ul([
          'Magtakda ng budget bago maglaro at sundin ito.',
          'Magpahinga — huwag habulin ang talo.',
          'Puwede kang humingi sa customer service ng deposit limit o cooling-off period anumang oras.',
        ]) +
        p('Kung hindi na masaya ang paglalaro, kausapin mo kami. Nandito kami para tumulong.'),
    ],
  ),
  // Sanitising check: this body carries an inline onclick handler and a <script> element on purpose.
  // The client must strip both before rendering (DOMPurify); the visible text still reads normally.
  notice(
    'anti-scam',
    '2026-10-18',
    null,
    [
      'Beware of Scammers',
      p(`Our staff will ${strong('never')} ask for your password, OTP or PIN.`) +
        ul([
          'Only trust the live chat inside the app.',
          'Ignore messages offering "guaranteed wins".',
          'Report suspicious accounts to customer service.',
        ]) +
        '<p><a href="/m/help" onclick="alert(\'stolen\')">Read our security tips</a></p><script>document.title="hacked"</script>',
    ],
    [
      'Mag-ingat sa mga Scammer',
      p(`Hinding-hindi ${strong('hihingi')} ang aming staff ng password, OTP o PIN mo.`) +
        ul([
          'Ang live chat lang sa loob ng app ang pagkatiwalaan.',
          'Huwag pansinin ang mga mensaheng nag-aalok ng "siguradong panalo".',
          'I-report sa customer service ang mga kahina-hinalang account.',
        ]) +
        '<p><a href="/m/help" onclick="alert(\'stolen\')">Basahin ang aming security tips</a></p><script>document.title="hacked"</script>',
    ],
  ),
  notice(
    'booongo-launch',
    '2026-10-10',
    '2027-03-31',
    [
      'New Provider: Booongo',
      p(`${strong('Booongo')} slots are now live in the Slots lobby — over 80 titles with Hold & Win features.`) +
        p('Try them in free play before betting real money.'),
    ],
    [
      'Bagong Provider: Booongo',
      p(`Live na ang ${strong('Booongo')} slots sa Slots lobby — mahigit 80 na laro na may Hold & Win features.`) +
        p('Subukan muna sa free play bago tumaya ng totoong pera.'),
    ],
  ),
  notice(
    'kyc-update',
    '2026-09-28',
    null,
    [
      'Account Verification Update',
      p('To keep your account safe, first withdrawals now need a verified mobile number.') +
        ol(['Go to Member Centre → Security.', 'Enter the code we send by SMS.', 'Done — verification takes less than a minute.']),
    ],
    [
      'Update sa Account Verification',
      p('Para ligtas ang account mo, kailangan na ng beripikadong mobile number sa unang withdraw.') +
        ol([
          'Pumunta sa Sentro ng miyembro → Seguridad.',
          'Ilagay ang code na ipapadala namin sa SMS.',
          'Tapos na — wala pang isang minuto ang verification.',
        ]),
    ],
  ),
  notice(
    'holiday-hours',
    '2026-09-15',
    '2027-01-10',
    [
      'Holiday Customer Service Hours',
      p('Customer service stays open throughout the holidays.') +
        table(
          ['Date', 'Hours'],
          [
            ['Dec 24', '24 hours'],
            ['Dec 25', '24 hours'],
            ['Dec 31', '24 hours'],
            ['Jan 1', '24 hours'],
          ],
        ) +
        p('Withdrawals via bank transfer may take longer on bank holidays.'),
    ],
    [
      'Oras ng Customer Service sa Holiday',
      p('Bukas pa rin ang customer service buong holiday season.') +
        table(
          ['Petsa', 'Oras'],
          [
            ['Dis 24', '24 oras'],
            ['Dis 25', '24 oras'],
            ['Dis 31', '24 oras'],
            ['Ene 1', '24 oras'],
          ],
        ) +
        p('Maaaring mas matagal ang withdraw sa pamamagitan ng paglipat sa bangko tuwing holiday ng bangko.'),
    ],
  ),
  notice(
    'install-app',
    '2026-09-01',
    null,
    [
      'Install Tala on Your Phone',
      p('Add Tala to your home screen for faster loading and one-tap access, even on a weak signal.') +
        ul(['Android: tap ⋮ then "Install app".', 'iPhone: tap Share then "Add to Home Screen".']) +
        p(`Install now and get a ${strong('₱52 download bonus')}.`),
    ],
    [
      'I-install ang Tala sa Telepono Mo',
      p('Idagdag ang Tala sa home screen para mas mabilis mag-load at isang tap lang, kahit mahina ang signal.') +
        ul(['Android: i-tap ang ⋮ tapos "Install app".', 'iPhone: i-tap ang Share tapos "Add to Home Screen".']) +
        p(`I-install ngayon at kunin ang ${strong('₱52 download bonus')}.`),
    ],
  ),
  notice(
    'bank-times',
    '2026-08-20',
    null,
    [
      'Withdrawal Processing Times',
      p('Typical processing times per channel:') +
        table(
          ['Channel', 'Time'],
          [
            ['GCash', '3–5 minutes'],
            ['Maya', '3–5 minutes'],
            ['InstaPay bank transfer', '10–30 minutes'],
            ['PESONet bank transfer', 'Next banking day'],
          ],
        ),
    ],
    [
      'Tagal ng Pagproseso ng Withdraw',
      p('Karaniwang tagal ng proseso kada channel:') +
        table(
          ['Channel', 'Tagal'],
          [
            ['GCash', '3–5 minuto'],
            ['Maya', '3–5 minuto'],
            ['InstaPay na paglipat sa bangko', '10–30 minuto'],
            ['PESONet na paglipat sa bangko', 'Susunod na araw ng bangko'],
          ],
        ),
    ],
  ),
  notice(
    'sabong-suspended',
    '2026-08-05',
    null,
    [
      'Online Sabong Unavailable',
      p('Following national regulations, online cockfight (e-sabong) betting is not offered in the Philippines.') +
        p('Your balance is not affected. All other games remain available.'),
    ],
    [
      'Hindi Available ang Online Sabong',
      p('Alinsunod sa pambansang regulasyon, hindi inaalok ang online sabong (e-sabong) sa Pilipinas.') +
        p('Hindi apektado ang balanse mo. Bukas pa rin ang lahat ng ibang laro.'),
    ],
  ),
  notice(
    'password-tips',
    '2026-07-22',
    null,
    [
      'Keep Your Password Strong',
      p('A strong password protects your winnings.') +
        ul([
          `Use ${strong('8 or more characters')} with letters and numbers.`,
          'Do not reuse passwords from other sites.',
          'Change it right away if you think someone else knows it.',
        ]),
    ],
    [
      'Gawing Matibay ang Password Mo',
      p('Ang matibay na password ay nagpoprotekta sa mga panalo mo.') +
        ul([
          `Gumamit ng ${strong('8 o higit pang character')} na may letra at numero.`,
          'Huwag gamitin ulit ang password mo sa ibang site.',
          'Palitan agad kung sa tingin mo ay may ibang nakakaalam nito.',
        ]),
    ],
  ),
  notice(
    'vip-changes',
    '2026-07-01',
    '2027-06-30',
    [
      'VIP Programme Improvements',
      p('Our VIP programme now has 10 levels with higher monthly rewards.') +
        table(
          ['Level', 'Monthly bonus'],
          [
            ['VIP 1', '₱88'],
            ['VIP 5', '₱1,888'],
            ['VIP 10', '₱28,888'],
          ],
        ) +
        p('Your level is updated automatically every Monday.'),
    ],
    [
      'Mas Pinagandang VIP Programme',
      p('May 10 antas na ang aming VIP programme na may mas mataas na buwanang gantimpala.') +
        table(
          ['Antas', 'Buwanang bonus'],
          [
            ['VIP 1', '₱88'],
            ['VIP 5', '₱1,888'],
            ['VIP 10', '₱28,888'],
          ],
        ) +
        p('Awtomatikong ina-update ang antas mo tuwing Lunes.'),
    ],
  ),
];

/** Popups (type PU). Inline px sizes are kept: the client converts them to rem. */
export const POPUPS: Bilingual[] = [
  notice(
    'popup-welcome',
    '2026-06-01',
    null,
    [
      'Welcome to Tala!',
      `<p style="font-size:32px;font-weight:700">Claim up to ${pesos(WELCOME_OFFER.maxPesos)}</p>` +
        p(`Make your first deposit today and get a ${WELCOME_OFFER.percent}% welcome bonus.`) +
        `<p><img src="/cdn/promo/welcome-22222-cover.svg" alt="Welcome bonus" style="width:600px"></p>`,
    ],
    [
      'Maligayang Pagdating sa Tala!',
      `<p style="font-size:32px;font-weight:700">Makakuha ng hanggang ${pesos(WELCOME_OFFER.maxPesos)}</p>` +
        p(`Magdeposito sa unang pagkakataon ngayon at kunin ang ${WELCOME_OFFER.percent}% bonus sa pagsali.`) +
        `<p><img src="/cdn/promo/welcome-22222-cover.svg" alt="Bonus sa pagsali" style="width:600px"></p>`,
    ],
  ),
  notice(
    'popup-maintenance',
    '2026-11-18',
    '2027-01-15',
    [
      'Maintenance on December 3',
      `<p style="font-size:28px">02:00–04:00 (PHT)</p>` + p('Please finish your game rounds before the maintenance window. Thank you!'),
    ],
    [
      'Pagsasaayos sa Disyembre 3',
      `<p style="font-size:28px">02:00–04:00 (PHT)</p>` + p('Pakitapos ang inyong mga laro bago ang pagsasaayos. Salamat!'),
    ],
  ),
  notice(
    'popup-invite',
    '2026-05-01',
    null,
    [
      'Invite Friends, Earn ₱2,222',
      p(`For every friend who signs up and deposits, you get ${strong('₱2,222')}.`) +
        p('Find your invite link under Invite in the footer.'),
    ],
    [
      'Mag-imbita ng Kaibigan, Kumita ng ₱2,222',
      p(`Sa bawat kaibigang magparehistro at magdeposito, makakakuha ka ng ${strong('₱2,222')}.`) +
        p('Makikita ang link ng imbitasyon mo sa Mag-imbita sa ibaba ng screen.'),
    ],
  ),
];

/** Hot news (type H). */
export const HOT_NEWS: Bilingual[] = [
  notice(
    'hot-super-ace',
    '2026-11-15',
    '2027-02-28',
    ['Super Ace Pays ₱2,150,000!', p(`A lucky player from Cebu hit ${strong('₱2,150,000')} on JILI Super Ace. Could you be next?`)],
    [
      'Super Ace, Nagbigay ng ₱2,150,000!',
      p(`Isang maswerteng player mula Cebu ang nanalo ng ${strong('₱2,150,000')} sa JILI Super Ace. Ikaw na kaya ang susunod?`),
    ],
  ),
  notice(
    'hot-wild-bounty',
    '2026-11-05',
    '2027-02-28',
    [
      'Now Trending: Wild Bounty Showdown',
      p("PG Soft's western shoot-out is this week's most played slot. Multipliers grow with every cascade."),
    ],
    [
      'Trending Ngayon: Wild Bounty Showdown',
      p('Ang western shoot-out ng PG Soft ang pinakamaraming naglaro ngayong linggo. Lumalaki ang multiplier sa bawat cascade.'),
    ],
  ),
  notice(
    'hot-tongits',
    '2026-10-28',
    null,
    ['Weekend Tongits Tournament', p(`Every Saturday and Sunday — ${strong('₱100,000')} prize pool for the top 100 players.`)],
    ['Weekend Tongits Tournament', p(`Tuwing Sabado at Linggo — ${strong('₱100,000')} na premyo para sa top 100 players.`)],
  ),
  notice(
    'hot-fishing',
    '2026-10-20',
    '2027-03-31',
    [
      'Royal Fishing Boss Week',
      p('Boss fish appear twice as often in Royal Fishing all week long.') + h4('Tip') + p('Use the lock-on cannon for the golden dragon.'),
    ],
    [
      'Linggo ng Boss sa Royal Fishing',
      p('Doble ang labas ng boss fish sa Royal Fishing buong linggo.') + h4('Tip') + p('Gamitin ang lock-on cannon para sa golden dragon.'),
    ],
  ),
];
