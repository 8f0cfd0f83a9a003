/** The site a country link leads to, on its `<a>`: the server and the browser draw it alike (docs/decisions.md 63). */
export const COUNTRY_LINK_ATTRIBUTE = 'data-country';
