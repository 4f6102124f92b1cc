/** Firebase's Identity Toolkit REST API, which the app asks for codes and ID tokens. */
export const FIREBASE_API = 'https://identitytoolkit.googleapis.com/v1';

/** reCAPTCHA, which Firebase asks of a web app before it texts a code: its script, rendered explicitly by the app. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

/** Where reCAPTCHA's scripts and its challenge frame come from (Google's guidance for a content security policy). */
export const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
