import { footerStyles } from './styles.ts';
import expandableText from './expandable-text.css?inline';
import expansionPanelGroup from './expansion-panel-group.css?inline';
import modal from './modal.css?inline';
import passwordStrength from './password-strength.css?inline';

/**
 * Every kit component: the staff panel and the kit gallery. In a module of its own, so the rules of the
 * components only these render (modal, password meter, expandable text, panel groups) stay in their chunks.
 * Their selectors are their own, so they follow the footer's set without changing it.
 */
export const uiStyles: string = [
  footerStyles,
  expandableText,
  passwordStrength,
  expansionPanelGroup,
  modal,
].join('\n');
