import { exampleSet, owned, type KitExample, type OwnedProps } from './kit-examples.tsx';
import { NumberField, type NumberFieldProps } from './number-field.tsx';

const Owned = owned(NumberField);

const examples: KitExample<OwnedProps<NumberFieldProps>>[] = [
  { name: "Default: digits and one decimal part ('.' or ',')", props: { label: 'Amount' } },
  {
    name: 'Whole numbers only, at most 3 digits',
    props: { label: 'Quantity', allowDecimal: false, maxLength: 3 },
  },
  {
    name: 'With hint and maxLength 7',
    props: { label: 'Budget', maxLength: 7, hint: 'Up to 7 characters, e.g. 1234,50.' },
  },
  { name: 'Valid', props: { label: 'Donation', initial: '25,00', state: 'valid' } },
  {
    name: 'Error',
    props: { label: 'Points', initial: '0', state: 'error', message: 'Enter at least 1 point' },
  },
  { name: 'Disabled', props: { label: 'Balance', initial: '42.5', disabled: true } },
];

/** `NumberField`'s examples: the number rules and every state. */
export const numberFieldExamples = exampleSet('number', 'Number', (props) => <Owned {...props} />, examples);
