import type { Language } from '../../contract/domain';
import { h4, ol, p, strong, table, ul } from './html';

export interface HelpSeed {
  language: Language;
  title: string;
  tag: string;
  content: string;
  sortOrder: number;
}

interface Topic {
  tag: string;
  text: Record<Language, [string, string]>;
}

const TOPICS: Topic[] = [
  {
    tag: 'deposit',
    text: {
      EN: [
        'How do I deposit?',
        p('Deposits are credited within minutes.') +
          ol([
            'Tap Deposit in the footer.',
            'Choose GCash, Maya, GrabPay or bank transfer.',
            'Enter an amount from ₱100 to ₱50,000 and follow the payment steps.',
          ]) +
          p(
            `Keep your payment reference until the balance shows. If it takes longer than ${strong('15 minutes')}, contact customer service with the reference.`,
          ),
      ],
      TY: [
        'Paano magdeposito?',
        p('Papasok ang deposito sa loob ng ilang minuto.') +
          ol([
            'I-tap ang Deposito sa footer.',
            'Pumili ng GCash, Maya, GrabPay o paglipat sa bangko.',
            'Maglagay ng halagang ₱100 hanggang ₱50,000 at sundin ang mga hakbang sa pagbabayad.',
          ]) +
          p(
            `Itago ang payment reference hanggang lumabas ito sa iyong balanse. Kung lumampas ng ${strong('15 minuto')}, kausapin ang customer service dala ang reference.`,
          ),
      ],
    },
  },
  {
    tag: 'withdraw',
    text: {
      EN: [
        'How do I withdraw my winnings?',
        p('Withdrawals go to an account in your own name.') +
          ol(['Open Withdraw.', 'Add your GCash, Maya or bank account once.', 'Enter the amount and your payment password.']) +
          table(
            ['Rule', 'Value'],
            [
              ['Minimum', '₱100'],
              ['Maximum per day', '₱500,000'],
              ['Requests per day', '5'],
            ],
          ) +
          p('Any bonus turnover must be complete before withdrawing.'),
      ],
      TY: [
        'Paano i-withdraw ang panalo ko?',
        p('Sa account na nakapangalan sa iyo lang puwedeng mag-withdraw.') +
          ol([
            'Buksan ang Withdraw.',
            'Idagdag ang GCash, Maya o bank account mo (isang beses lang).',
            'Ilagay ang halaga at ang payment password mo.',
          ]) +
          table(
            ['Patakaran', 'Halaga'],
            [
              ['Minimum', '₱100'],
              ['Maximum kada araw', '₱500,000'],
              ['Kahilingan kada araw', '5'],
            ],
          ) +
          p('Kailangang tapos na ang bonus turnover bago mag-withdraw.'),
      ],
    },
  },
  {
    tag: 'account',
    text: {
      EN: [
        'Registering and managing my account',
        p('You need to be 21 or older to register.') +
          ul([
            'Usernames are 6–16 letters and numbers.',
            'Use a mobile number you own — we send verification codes to it.',
            'Your name must match your payment accounts.',
          ]) +
          p('Change your nickname, e-mail and birthday in Member Centre → Profile.'),
      ],
      TY: [
        'Pagpaparehistro at pamamahala ng account',
        p('Kailangang 21 taong gulang pataas ka para makapagparehistro.') +
          ul([
            'Ang username ay 6–16 na letra at numero.',
            'Gumamit ng sariling mobile number — doon namin ipapadala ang verification code.',
            'Dapat tugma ang pangalan mo sa mga payment account mo.',
          ]) +
          p('Palitan ang nickname, e-mail at birthday sa Member Centre → Profile.'),
      ],
    },
  },
  {
    tag: 'security',
    text: {
      EN: [
        'Keeping my account secure',
        p('Your password and payment password protect different things.') +
          ul([
            'The login password opens your account.',
            'The payment password confirms withdrawals.',
            `Never share either one, or any ${strong('OTP')}, with anyone — including people claiming to be staff.`,
          ]) +
          p('Forgot your password? Use "Forgot password" on the login page to reset it by SMS or e-mail.'),
      ],
      TY: [
        'Pagpapanatiling ligtas ng account',
        p('Magkaiba ang pinoprotektahan ng login password at payment password.') +
          ul([
            'Ang login password ang pambukas ng account mo.',
            'Ang payment password ang pang-confirm ng withdraw.',
            `Huwag ibigay ang alinman dito, o kahit anong ${strong('OTP')}, kahit kanino — kahit sa nagpapanggap na staff.`,
          ]) +
          p('Nakalimutan ang password? Gamitin ang "Forgot password" sa login page para i-reset gamit ang SMS o e-mail.'),
      ],
    },
  },
  {
    tag: 'games',
    text: {
      EN: [
        'Playing games',
        p('Browse by category — Slots, Live, Fishing, Cards, Sports, Lottery — or search by name.') +
          ul([
            'Tap the heart to add a game to your favourites.',
            'Many slots and fishing games offer free play without logging in.',
            'Recently played games appear under Recent.',
          ]) +
          h4('A game does not load?') +
          p('Check your connection, then close and reopen the game. Your balance is always safe on our side.'),
      ],
      TY: [
        'Paglalaro',
        p('Mag-browse ayon sa category — Slots, Live, Fishing, Cards, Sports, Lottery — o hanapin sa pangalan.') +
          ul([
            'I-tap ang puso para idagdag ang laro sa favourites mo.',
            'Maraming slots at fishing games ang may free play kahit hindi naka-log in.',
            'Makikita sa Recent ang mga huling nilaro mo.',
          ]) +
          h4('Ayaw mag-load ng laro?') +
          p('I-check ang connection mo, tapos isara at buksan ulit ang laro. Laging ligtas ang balanse mo sa amin.'),
      ],
    },
  },
  {
    tag: 'bonus',
    text: {
      EN: [
        'Bonuses and turnover',
        p('Most bonuses have a turnover requirement: the amount you must bet before withdrawing.') +
          p(`Example: a ₱1,000 bonus with ${strong('10× turnover')} needs ₱10,000 in valid bets.`) +
          ul(['Turnover progress shows in the Rewards Centre.', 'Bets on both sides of a table game do not count.']),
      ],
      TY: [
        'Mga bonus at turnover',
        p('Karamihan ng bonus ay may turnover requirement: ang halagang kailangan mong itaya bago mag-withdraw.') +
          p(`Halimbawa: ang ₱1,000 na bonus na may ${strong('10× turnover')} ay kailangan ng ₱10,000 na valid bets.`) +
          ul(['Makikita ang turnover progress sa Rewards Centre.', 'Hindi bilang ang taya sa magkabilang panig ng table game.']),
      ],
    },
  },
  {
    tag: 'app',
    text: {
      EN: [
        'Installing the app',
        p('Tala installs straight from your browser — no app store needed, and it uses very little storage.') +
          ul(['Android (Chrome): menu ⋮ → Install app.', 'iPhone (Safari): Share → Add to Home Screen.']) +
          p('You get a ₱52 bonus the first time you log in from the installed app.'),
      ],
      TY: [
        'Pag-install ng app',
        p('Direktang na-i-install ang Tala mula sa browser — hindi kailangan ng app store, at kaunting storage lang ang gamit.') +
          ul(['Android (Chrome): menu ⋮ → Install app.', 'iPhone (Safari): Share → Add to Home Screen.']) +
          p('May ₱52 bonus ka sa unang log in mula sa na-install na app.'),
      ],
    },
  },
  {
    tag: 'app',
    text: {
      EN: [
        'The app in Facebook, Messenger or TikTok',
        p('Browsers inside other apps cannot add Tala to your home screen.') +
          ol([
            'Tap ⋯ or the share icon of that app.',
            'Choose Open in Safari (iPhone) or Open in Chrome (Android).',
            'Install from there.',
          ]) +
          p('The App download page shows the steps for your phone.'),
      ],
      TY: [
        'Ang app sa Facebook, Messenger o TikTok',
        p('Hindi kayang idagdag ng browser sa loob ng ibang app ang Tala sa home screen mo.') +
          ol([
            'I-tap ang ⋯ o ang share icon ng app na iyon.',
            'Piliin ang Open in Safari (iPhone) o Open in Chrome (Android).',
            'Doon mag-install.',
          ]) +
          p('Nasa App download page ang mga hakbang para sa phone mo.'),
      ],
    },
  },
  {
    tag: 'responsible',
    text: {
      EN: [
        'Responsible gaming',
        p('Gaming is entertainment, not a way to earn money.') +
          ul([
            'Set daily, weekly or monthly deposit limits.',
            'Take a cooling-off break from 24 hours to 30 days.',
            'Request self-exclusion for 6 months or longer.',
          ]) +
          p('Customer service can set these for you at any time, and limits take effect immediately.'),
      ],
      TY: [
        'Responsableng paglalaro',
        p('Libangan ang paglalaro, hindi paraan para kumita ng pera.') +
          ul([
            'Magtakda ng araw-araw, lingguhan o buwanang limitasyon sa deposito.',
            'Magpahinga (cooling-off) mula 24 oras hanggang 30 araw.',
            'Humiling ng self-exclusion nang 6 na buwan o higit pa.',
          ]) +
          p('Puwedeng i-set ito ng customer service para sa iyo anumang oras, at epektibo agad ang mga limit.'),
      ],
    },
  },
  {
    tag: 'terms',
    text: {
      EN: [
        'Terms and conditions',
        p('These terms apply to every account on Tala. By registering you accept them.') +
          h4('Your account') +
          ul([
            `Only players ${strong('21 years or older')} may register and play.`,
            'One account per person. The name on your payment accounts must match your account.',
            'Keep your password and payment password to yourself; we never ask for them.',
          ]) +
          h4('Deposits and withdrawals') +
          ul([
            'Deposits are made only through the channels shown on the Deposit page.',
            'A withdrawal goes only to a payment account bound to your own name, after your bonus turnover is met.',
            'We may ask you to confirm your identity before paying a withdrawal.',
          ]) +
          h4('Bonuses and fair play') +
          ul([
            'Each promotion has its own rules and turnover, shown on its page.',
            'Cancelled or refunded bets do not count toward turnover, rebates or VIP progress.',
            'Bonuses obtained through several accounts, collusion or software are void.',
          ]) +
          h4('Responsible gaming') +
          p('You may set deposit limits, take a break or exclude yourself at any time in the member centre.') +
          p('We may update these terms; the date of the change is shown here and in an announcement.'),
      ],
      TY: [
        'Mga tuntunin at kundisyon',
        p('Para sa bawat account sa Tala ang mga tuntuning ito. Sa pagrehistro, tinatanggap mo ang mga ito.') +
          h4('Ang iyong account') +
          ul([
            `Ang mga manlalarong ${strong('21 taong gulang o higit pa')} lamang ang puwedeng magrehistro at maglaro.`,
            'Isang account bawat tao. Dapat tugma sa iyong account ang pangalan sa iyong mga payment account.',
            'Huwag ibahagi ang iyong password at payment password; hindi namin ito hihingin kailanman.',
          ]) +
          h4('Mga deposito at pag-withdraw') +
          ul([
            'Sa mga paraang nasa pahina ng Deposito lamang puwedeng magdeposito.',
            'Ipinapadala ang pag-withdraw sa payment account na nakapangalan sa iyo, kapag natapos na ang turnover ng iyong bonus.',
            'Puwede naming hingin na patunayan mo ang iyong pagkakakilanlan bago bayaran ang pag-withdraw.',
          ]) +
          h4('Mga bonus at patas na laro') +
          ul([
            'May sariling patakaran at turnover ang bawat promo, nakasulat sa pahina nito.',
            'Hindi binibilang sa turnover, rebate o pag-angat sa VIP ang mga kinanselang taya o taya na ibinalik.',
            'Walang bisa ang mga bonus na nakuha sa maraming account, sabwatan o software.',
          ]) +
          h4('Responsableng paglalaro') +
          p('Puwede kang magtakda ng limit sa deposito, magpahinga o ibukod ang sarili anumang oras sa sentro ng miyembro.') +
          p('Puwede naming baguhin ang mga tuntuning ito; makikita rito at sa isang anunsyo ang petsa ng pagbabago.'),
      ],
    },
  },
  {
    tag: 'privacy',
    text: {
      EN: [
        'Privacy policy',
        p('We keep only what we need to run your account, and protect it as the Data Privacy Act of 2012 requires.') +
          h4('What we keep') +
          ul([
            'Your account name, mobile number, e-mail and birthday, to sign you in and confirm your age.',
            'Your payment accounts, deposits, withdrawals and bets, to pay you and keep the ledger exact.',
            'The device and address you sign in from, to protect your account from others.',
          ]) +
          h4('How we protect it') +
          ul([
            'Passwords are stored only as a one-way hash; nobody, not even our staff, can read them.',
            'Sign-in details are sent encrypted, and each session can be ended from the security centre.',
          ]) +
          h4('Who sees it') +
          p('Only the payment providers that move your money and the regulator when the law requires it. We never sell your data.') +
          h4('Your rights') +
          p('You may ask customer service for a copy of your data, to correct it, or to close your account.'),
      ],
      TY: [
        'Patakaran sa privacy',
        p(
          'Itinatago lamang namin ang kailangan para patakbuhin ang iyong account, at pinoprotektahan ito ayon sa Data Privacy Act of 2012.',
        ) +
          h4('Ang aming itinatago') +
          ul([
            'Ang pangalan ng iyong account, numero ng mobile, e-mail at kaarawan, para makapag-log in ka at makumpirma ang iyong edad.',
            'Ang iyong mga payment account, deposito, pag-withdraw at taya, para mabayaran ka at manatiling eksakto ang talaan.',
            'Ang device at address na ginagamit mo sa pag-log in, para maprotektahan ang iyong account sa iba.',
          ]) +
          h4('Paano namin ito pinoprotektahan') +
          ul([
            'Itinatago ang mga password bilang isang hash na hindi na mababasa; walang makakabasa nito, kahit ang aming mga tauhan.',
            'Naka-encrypt ang mga detalye sa pag-log in, at puwedeng tapusin ang bawat session mula sa sentro ng seguridad.',
          ]) +
          h4('Sino ang nakakakita nito') +
          p(
            'Ang mga payment provider lamang na naglilipat ng iyong pera, at ang regulator kapag hinihingi ng batas. Hindi namin ibinebenta ang iyong datos.',
          ) +
          h4('Ang iyong mga karapatan') +
          p('Puwede mong hilingin sa customer service ang kopya ng iyong datos, ang pagwawasto nito, o ang pagsasara ng iyong account.'),
      ],
    },
  },
];

export function buildHelp(languages: readonly Language[] = ['EN', 'TY']): HelpSeed[] {
  return languages.flatMap((language) =>
    TOPICS.map((topic, i) => ({
      language,
      tag: topic.tag,
      title: topic.text[language][0],
      content: topic.text[language][1],
      sortOrder: i + 1,
    })),
  );
}
