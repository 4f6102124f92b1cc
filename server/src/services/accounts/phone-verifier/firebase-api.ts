/** Firebase's Identity Toolkit REST API, which the app asks for codes and ID tokens. */
export const FIREBASE_API = 'https://identitytoolkit.googleapis.com/v1';
