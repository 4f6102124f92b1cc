/*
 * The support console's words in English and Tagalog, like the back office it belongs to. The page
 * is drawn in the language of the staff member's choice (a cookie the back office writes too); its
 * scripts get the same words with the page, in a data block.
 */

export type SupportLanguage = 'en' | 'ty';

/** The staff member's language, shared with the back office at /office/. */
export const SUPPORT_LANGUAGE_COOKIE = 'tala_office_lang';

const EN = {
  signInPageTitle: 'Tala support — sign in',
  consoleTitle: 'Tala support console',
  support: 'Tala support',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign in',
  signOut: 'Sign out',
  signedInAs: 'Signed in as {name}',
  backOffice: 'Back office',
  language: 'Language',
  wrongLogin: 'Wrong username or password.',
  locked: 'Too many failed sign-ins: this account is locked here for {minutes} minutes.',
  busy: 'The server is busy. Try again in a moment.',
  tooManyMinutes: 'Too many sign-in attempts. Try again in {minutes} minutes.',
  tooManyMinute: 'Too many sign-in attempts. Wait a minute and try again.',
  conversations: 'Conversations',
  noConversation: 'No conversation selected',
  assignToMe: 'Assign to me',
  closeConversation: 'Close conversation',
  messages: 'Messages',
  cannedAnswer: 'Canned answer',
  cannedLanguage: 'Canned answer language',
  chooseAnswer: 'Choose an answer…',
  reply: 'Reply',
  sendReply: 'Send reply',
  attachPicture: 'Attach a picture',
  feedback: 'Feedback',
  promotionComments: 'Promotion comments',
  visitor: '{name} (visitor)',
  unread: '{name} — {count} unread',
  closed: 'Closed',
  withStaff: 'With {name}',
  waiting: 'Waiting',
  conversationClosed: 'This conversation is closed.',
  assignedTo: 'Assigned to {name}.',
  waitingForAgent: 'Waiting for an agent.',
  pictureFrom: 'Picture from {name}',
  chatWith: 'Chat with {name}',
  typing: '{name} is typing…',
  seenBy: 'Seen by {name}.',
  sendingFile: 'Sending {file}…',
  notAPicture: '{file} is not a PNG or JPG picture.',
  pictureTooLarge: '{file} is larger than 5 MB.',
  fileNotSent: '{file} could not be sent.',
  imageNumber: 'Image {number}',
  answered: 'Answered: {text}',
  answerTo: 'Answer to {name}',
  sendAnswerTo: 'Send answer to {name}',
  commentPicture: "Picture {number} of {name}'s comment",
  hiddenFromApp: 'Hidden from the app',
  hideCommentBy: 'Hide comment by {name}',
  commentHidden: 'Comment by {name} hidden.',
  commentNotHidden: 'The comment could not be hidden. Try again.',
  noComments: 'No comments yet.',
  commentsNotLoaded: 'Comments could not be loaded.',
};

export type SupportWords = typeof EN;

const TY: SupportWords = {
  signInPageTitle: 'Suporta ng Tala — mag-sign in',
  consoleTitle: 'Console ng suporta ng Tala',
  support: 'Suporta ng Tala',
  username: 'Username',
  password: 'Password',
  signIn: 'Mag-sign in',
  signOut: 'Mag-sign out',
  signedInAs: 'Naka-sign in bilang {name}',
  backOffice: 'Tanggapan',
  language: 'Wika',
  wrongLogin: 'Mali ang username o password.',
  locked: 'Sobrang daming maling pag-sign in: naka-lock dito ang account na ito nang {minutes} minuto.',
  busy: 'Abala ang server. Subukang muli mamaya.',
  tooManyMinutes: 'Sobrang daming subok mag-sign in. Subukang muli pagkalipas ng {minutes} minuto.',
  tooManyMinute: 'Sobrang daming subok mag-sign in. Maghintay ng isang minuto at subukang muli.',
  conversations: 'Mga usapan',
  noConversation: 'Walang napiling usapan',
  assignToMe: 'Akin na ito',
  closeConversation: 'Isara ang usapan',
  messages: 'Mga mensahe',
  cannedAnswer: 'Handang sagot',
  cannedLanguage: 'Wika ng handang sagot',
  chooseAnswer: 'Pumili ng sagot…',
  reply: 'Sagot',
  sendReply: 'Ipadala ang sagot',
  attachPicture: 'Maglakip ng larawan',
  feedback: 'Mga puna',
  promotionComments: 'Mga komento sa promo',
  visitor: '{name} (bisita)',
  unread: '{name} — {count} hindi pa nababasa',
  closed: 'Sarado',
  withStaff: 'Hawak ni {name}',
  waiting: 'Naghihintay',
  conversationClosed: 'Sarado na ang usapang ito.',
  assignedTo: 'Hawak ni {name}.',
  waitingForAgent: 'Naghihintay ng ahente.',
  pictureFrom: 'Larawan mula kay {name}',
  chatWith: 'Usapan kasama si {name}',
  typing: 'Nagta-type si {name}…',
  seenBy: 'Nakita na ni {name}.',
  sendingFile: 'Ipinapadala ang {file}…',
  notAPicture: 'Hindi larawang PNG o JPG ang {file}.',
  pictureTooLarge: 'Mas malaki sa 5 MB ang {file}.',
  fileNotSent: 'Hindi naipadala ang {file}.',
  imageNumber: 'Larawan {number}',
  answered: 'Sinagot: {text}',
  answerTo: 'Sagot kay {name}',
  sendAnswerTo: 'Ipadala ang sagot kay {name}',
  commentPicture: 'Larawan {number} ng komento ni {name}',
  hiddenFromApp: 'Nakatago sa app',
  hideCommentBy: 'Itago ang komento ni {name}',
  commentHidden: 'Naitago ang komento ni {name}.',
  commentNotHidden: 'Hindi naitago ang komento. Subukang muli.',
  noComments: 'Wala pang komento.',
  commentsNotLoaded: 'Hindi na-load ang mga komento.',
};

export const SUPPORT_WORDS: Record<SupportLanguage, SupportWords> = { en: EN, ty: TY };

/** The language the staff member chose (the back office's cookie); English when none. */
export function supportLanguageOf(cookieHeader: string | undefined): SupportLanguage {
  const chosen = /(?:^|;\s*)tala_office_lang=(\w+)/.exec(cookieHeader ?? '')?.[1];
  return chosen === 'ty' ? 'ty' : 'en';
}

/** One text in the staff member's language, its {name} places filled. */
export function supportText(language: SupportLanguage, key: keyof SupportWords, values: Record<string, string | number> = {}): string {
  return SUPPORT_WORDS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
