import { checkboxExamples } from './checkbox.examples.tsx';
import { formFieldExamples } from './form-field.examples.tsx';
import { ibanFieldExamples } from './iban-field.examples.tsx';
import type { KitExampleSet } from './kit-examples.tsx';
import { numberFieldExamples } from './number-field.examples.tsx';
import { passwordFieldExamples } from './password-field.examples.tsx';
import { selectExamples } from './select.examples.tsx';

/**
 * The kit components that have their example set (`<component>.examples.tsx`), in the gallery's order: the
 * gallery shows them and `kit-examples.test.tsx` renders and checks each example. A component's examples go
 * here once it has its set.
 */
export const KIT_EXAMPLES: readonly KitExampleSet[] = [
  formFieldExamples,
  passwordFieldExamples,
  ibanFieldExamples,
  numberFieldExamples,
  selectExamples,
  checkboxExamples,
];
