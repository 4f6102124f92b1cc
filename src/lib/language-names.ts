/** Each label-dictionary language by its own name (an endonym reads the same in every interface language). */
export const LANGUAGE_NAMES: Record<string, string> = {
  EN: 'English', CN: '简体中文', TW: '繁體中文', JA: '日本語', TH: 'ไทย', VI: 'Tiếng Việt', ID: 'Bahasa Indonesia',
  KO: '한국어', ES: 'Español', PT: 'Português', AR: 'العربية', RU: 'Русский', TR: 'Türkçe', TY: 'Tagalog',
  MS: 'Bahasa Melayu', HI: 'हिन्दी', BN: 'বাংলা', MY: 'မြန်မာ', KM: 'ខ្មែរ', LO: 'ລາວ', FR: 'Français', DE: 'Deutsch',
  IT: 'Italiano', NL: 'Nederlands', PL: 'Polski', SV: 'Svenska', FI: 'Suomi', DA: 'Dansk', NO: 'Norsk', CS: 'Čeština',
  HU: 'Magyar', RO: 'Română', EL: 'Ελληνικά', HE: 'עברית', UR: 'اردو',
};
