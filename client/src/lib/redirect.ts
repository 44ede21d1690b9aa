/**
 * Leaves the single-page app for a full page load (checkout, billing portal, the checkout's
 * return URL). One function, so component tests can replace it: jsdom cannot navigate.
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
