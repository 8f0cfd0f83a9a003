import { buttonExamples } from './button.examples.tsx';
import { checkboxExamples } from './checkbox.examples.tsx';
import { expandableTextExamples } from './expandable-text.examples.tsx';
import { expansionPanelExamples } from './expansion-panel.examples.tsx';
import { formFieldExamples } from './form-field.examples.tsx';
import { ibanFieldExamples } from './iban-field.examples.tsx';
import { iconButtonExamples } from './icon-button.examples.tsx';
import { iconExamples } from './icon.examples.tsx';
import type { KitExampleSet } from './kit-examples.tsx';
import { modalExamples } from './modal.examples.tsx';
import { notificationExamples } from './notification.examples.tsx';
import { numberFieldExamples } from './number-field.examples.tsx';
import { passwordFieldExamples } from './password-field.examples.tsx';
import { rippleExamples } from './ripple.examples.tsx';
import { selectExamples } from './select.examples.tsx';

/**
 * Every kit component's example set (`<component>.examples.tsx`), in the gallery's order: the gallery shows
 * them and `kit-examples.test.tsx` renders and checks each example. A new component's set goes here.
 */
export const KIT_EXAMPLES: readonly KitExampleSet[] = [
  buttonExamples,
  iconExamples,
  iconButtonExamples,
  rippleExamples,
  formFieldExamples,
  passwordFieldExamples,
  ibanFieldExamples,
  numberFieldExamples,
  selectExamples,
  checkboxExamples,
  notificationExamples,
  expandableTextExamples,
  expansionPanelExamples,
  modalExamples,
];
