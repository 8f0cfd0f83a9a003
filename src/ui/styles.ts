import button from './button.css?inline';
import checkbox from './checkbox.css?inline';
import expansionPanel from './expansion-panel.css?inline';
import formField from './form-field.css?inline';
import iconButton from './icon-button.css?inline';
import icon from './icon.css?inline';
import notification from './notification.css?inline';
import ripple from './ripple.css?inline';
import select from './select.css?inline';
import tokens from './tokens.css?inline';

/*
 * The kit's CSS, adopted (once per page per set, as one constructable stylesheet) by every shadow root that
 * renders kit components. A widget adopts the set of the components it renders, so a page does not download
 * the modal's or the password meter's rules for a newsletter form. Order matters where rules of equal
 * specificity build on each other: notification after icon-button, select and checkbox after form-field; each
 * set keeps the order of the full list.
 */

/** A form: the newsletter block (buttons, fields, selects, checkboxes, banners). */
export const formStyles: string = [
  tokens,
  icon,
  ripple,
  button,
  iconButton,
  notification,
  formField,
  select,
  checkbox,
].join('\n');

/** A form and accordions: the footer (its groups fold on phones and tablets; the newsletter block inside). */
export const footerStyles: string = [formStyles, expansionPanel].join('\n');
