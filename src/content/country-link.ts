/** The site a country link leads to, on its `<a>`: the server and the browser draw it alike (docs/decisions/0063). */
export const COUNTRY_LINK_ATTRIBUTE = 'data-country';

/**
 * The country link an event happened on (its first target, inside a shadow root too), if any. In the loader: its
 * listener for a click before the alternates arrived and the alternates' own listener both ask.
 */
export function countryLinkOf(event: Event): HTMLAnchorElement | undefined {
  const target = event.composedPath()[0];
  const link = target instanceof Element ? target.closest(`a[${COUNTRY_LINK_ATTRIBUTE}]`) : null;
  return link instanceof HTMLAnchorElement ? link : undefined;
}
