/** Ready answers the support console offers, each in English and Tagalog. */
export const CANNED_ANSWERS: readonly { id: string; en: string; ty: string }[] = [
  {
    id: 'greeting',
    en: 'Hello! Thank you for contacting Tala support. How can I help you today?',
    ty: 'Kumusta! Salamat sa pakikipag-ugnayan sa Tala support. Paano kita matutulungan ngayon?',
  },
  {
    id: 'deposit-wait',
    en: 'Deposits are usually credited within 5 minutes. If yours has not arrived, please send the reference number.',
    ty: 'Karaniwang naipapasok ang deposito sa loob ng 5 minuto. Kung wala pa ang sa iyo, pakipadala ang reference number.',
  },
  {
    id: 'withdraw-review',
    en: 'Your withdrawal is being reviewed and will be paid to your account once approved.',
    ty: 'Sinusuri pa ang iyong withdrawal at ipapadala ito sa iyong account kapag naaprubahan.',
  },
  {
    id: 'password',
    en: 'For your safety, never share your password. You can reset it from the login page with "Forgot password".',
    ty: 'Para sa iyong kaligtasan, huwag ibahagi ang iyong password. Maaari mo itong palitan sa pahina ng pag-login gamit ang "Nakalimutan ang password".',
  },
  {
    id: 'closing',
    en: 'Is there anything else I can help you with? Thank you for playing with Tala!',
    ty: 'May iba pa ba akong maitutulong sa iyo? Salamat sa paglalaro sa Tala!',
  },
];
