import { DEV_RECAPTCHA_ANSWER_PATH } from '../services/accounts/phone-verifier/dev-verifier';

/**
 * The development stand-in for reCAPTCHA's `api.js?render=explicit`: the part of `grecaptcha` the app uses (`ready`,
 * `render` of an invisible widget, `execute`, `reset`). Executing asks the development verifier for a one-time answer
 * and hands it to the widget's callback, as reCAPTCHA does once it is satisfied a person is there.
 */
export const DEV_RECAPTCHA_SCRIPT = `(() => {
  const widgets = [];
  window.grecaptcha = {
    ready: (callback) => callback(),
    render: (_container, parameters) => widgets.push(parameters) - 1,
    execute: (id) => {
      const widget = widgets[id];
      fetch(${JSON.stringify(DEV_RECAPTCHA_ANSWER_PATH)}, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sitekey: widget.sitekey }),
      })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
        .then((answer) => widget.callback(answer.token), () => widget['error-callback'] && widget['error-callback']());
    },
    reset: () => undefined,
  };
})();
`;
