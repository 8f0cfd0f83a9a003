import { FormField, type FormFieldProps } from './form-field.tsx';
import { exampleSet, owned, type KitExample, type OwnedProps } from './kit-examples.tsx';

const isEmail = (value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
const Owned = owned(FormField);

const examples: KitExample<OwnedProps<FormFieldProps>>[] = [
  { name: 'Text, default', props: { label: 'First name' } },
  { name: 'Text, with hint', props: { label: 'Last name', hint: 'As on your loyalty card.', maxLength: 40 } },
  { name: 'Text, valid', props: { label: 'Street', initial: 'Überseering 18', state: 'valid' } },
  {
    name: 'Text, error',
    props: {
      label: 'Town',
      initial: 'http://spam.example',
      state: 'error',
      message: 'This field contains invalid characters',
    },
  },
  { name: 'Text, required', props: { label: 'City', required: true } },
  { name: 'Text, optional', props: { label: 'Company', showOptional: true } },
  { name: 'Email, default', props: { label: 'Email', type: 'email', autoComplete: 'email' } },
  {
    name: 'Email, valid',
    props: { label: 'Email address', type: 'email', initial: 'ada@example.com', state: 'valid' },
  },
  {
    name: 'Email, error with the default message',
    props: { label: 'Email', type: 'email', initial: 'ada@', state: 'error' },
  },
  {
    name: 'Email, error with its own message and a hint',
    props: {
      label: 'Your email',
      type: 'email',
      initial: 'ada',
      hint: 'We send the voucher there.',
      state: 'error',
      message: 'Please enter a valid email address',
    },
  },
  { name: 'Disabled', props: { label: 'Customer number', initial: '4711', disabled: true } },
  {
    name: 'Validated on blur and change, not while typing',
    props: {
      label: 'Contact email',
      type: 'email',
      required: true,
      hint: 'Type an address, then leave the field; focus it again to hide the error.',
      validate: (value) => isEmail(value) || 'Please enter a valid email address',
    },
  },
];

/** `FormField`'s examples: text and email in every state. */
export const formFieldExamples = exampleSet(
  'form-field',
  'Form field',
  (props) => <Owned {...props} />,
  examples,
);
