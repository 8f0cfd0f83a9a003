import button from './button.css?inline';
import checkbox from './checkbox.css?inline';
import expandableText from './expandable-text.css?inline';
import expansionPanelGroup from './expansion-panel-group.css?inline';
import expansionPanel from './expansion-panel.css?inline';
import formField from './form-field.css?inline';
import iconButton from './icon-button.css?inline';
import icon from './icon.css?inline';
import modal from './modal.css?inline';
import notification from './notification.css?inline';
import passwordStrength from './password-strength.css?inline';
import ripple from './ripple.css?inline';
import select from './select.css?inline';
import tokens from './tokens.css?inline';

/**
 * The kit's CSS as one text, adopted (once per page, as one constructable stylesheet) by every shadow root
 * that renders kit components. Order matters where rules of equal specificity build on each other:
 * notification after icon-button, select and checkbox after form-field.
 */
export const uiStyles: string = [
  tokens,
  icon,
  ripple,
  button,
  iconButton,
  notification,
  expandableText,
  formField,
  passwordStrength,
  select,
  checkbox,
  expansionPanel,
  expansionPanelGroup,
  modal,
].join('\n');
