/**
 * Inherited properties of the page (font, colour, spacing, text transforms, cursor) cross into a shadow
 * root through its host element, so every element starts from initial values, whatever the page around it.
 * `all: initial` clears what the page sets on ancestors. What a page rule sets on the element itself
 * (`* { font: 30px serif !important }`) beats any normal :host rule, so the inherited text properties are
 * reset again with !important: for !important rules the shadow tree wins over the page. The kit's tokens
 * then set font and colour, with !important for the same reason. `all` leaves custom properties alone, so
 * --sw-* theming still inherits; visibility and pointer-events keep inheriting, so an element inside a
 * hidden container stays hidden, and one inside a container that ignores the pointer does too. The page
 * still places and sizes the element itself (margin, width, display).
 */
const HOST_RESET_CSS =
  ':host{all:initial;visibility:inherit;pointer-events:inherit;' +
  'font:initial!important;color:initial!important;-webkit-text-fill-color:initial!important;' +
  'letter-spacing:initial!important;word-spacing:initial!important;text-transform:initial!important;' +
  'text-align:initial!important;text-indent:initial!important;text-shadow:initial!important;' +
  'white-space:initial!important;text-wrap:initial!important;word-break:initial!important;' +
  'overflow-wrap:initial!important;hyphens:initial!important;tab-size:initial!important;' +
  'list-style:initial!important;cursor:initial!important}';

/** What every element's host starts from, before its own host styles (also in the server's stylesheets). */
export const BASE_HOST_CSS = `${HOST_RESET_CSS}:host{display:block}:host([hidden]){display:none!important}`;
