/*
 * The browser's user agent, which the server also knows (the request's header): a page that depends
 * on it, such as the install guide, draws the same on the server as in the browser's first render.
 */

let renderedFor = '';

/** The server's render says whose browser asked for the page. */
export const setRenderedUserAgent = (userAgent: string | null): void => {
  renderedFor = userAgent ?? '';
};

export const userAgent = (): string => (import.meta.env.SSR ? renderedFor : navigator.userAgent);
