import { IbanField, type IbanFieldProps } from './iban-field.tsx';
import { exampleSet, owned, type KitExample, type OwnedProps } from './kit-examples.tsx';
import { compactIban } from './logic/compact-iban.ts';

const isGermanIban = (value: string) => /^DE\d{20}$/.test(compactIban(value));
const Owned = owned(IbanField);

const examples: KitExample<OwnedProps<IbanFieldProps>>[] = [
  { name: 'Default', props: { label: 'IBAN' } },
  {
    name: 'With hint',
    props: { label: 'Account IBAN', hint: 'Two letters, then digits; spaces are added for you.' },
  },
  { name: 'Prefilled, shown grouped', props: { label: 'Saved IBAN', initial: 'DE89370400440532013000' } },
  { name: 'Valid', props: { label: 'Checked IBAN', initial: 'DE89370400440532013000', state: 'valid' } },
  { name: 'Error', props: { label: 'Refund IBAN', initial: 'DE8937', state: 'error' } },
  { name: 'Disabled', props: { label: 'Stored IBAN', initial: 'AT611904300234573201', disabled: true } },
  {
    name: 'Validated on blur: a German IBAN has 22 characters',
    props: {
      label: 'German IBAN',
      required: true,
      validate: (value) => isGermanIban(value) || 'Please enter a German IBAN (DE and 20 digits)',
    },
  },
];

/** `IbanField`'s examples: grouping, prefill and every state. */
export const ibanFieldExamples = exampleSet('iban', 'IBAN', (props) => <Owned {...props} />, examples);
