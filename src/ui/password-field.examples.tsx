import { exampleSet, owned, type KitExample, type OwnedProps } from './kit-examples.tsx';
import { PasswordField, type PasswordFieldProps } from './password-field.tsx';

const Owned = owned(PasswordField);

const examples: KitExample<OwnedProps<PasswordFieldProps>>[] = [
  { name: 'Default, with strength meter and show toggle', props: { label: 'Password' } },
  { name: 'With hint', props: { label: 'New password', hint: 'At least 8 characters.' } },
  { name: 'Strength weak', props: { label: 'Weak password', initial: 'short' } },
  { name: 'Strength ok', props: { label: 'Ok password', initial: 'abcdefgh' } },
  { name: 'Strength strong', props: { label: 'Strong password', initial: 'abcdefg1' } },
  { name: 'Strength very strong', props: { label: 'Very strong password', initial: 'abcdefG1' } },
  { name: 'Valid', props: { label: 'Chosen password', initial: 'Coffee2024', state: 'valid' } },
  { name: 'Error', props: { label: 'Password again', initial: 'abc', state: 'error' } },
  {
    name: 'Without meter (log-in)',
    props: { label: 'Log-in password', strengthMeter: false, autoComplete: 'current-password' },
  },
  { name: 'Disabled', props: { label: 'Locked password', initial: 'secret12', disabled: true } },
];

/** `PasswordField`'s examples: the meter's levels and every state. */
export const passwordFieldExamples = exampleSet(
  'password',
  'Password',
  (props) => <Owned {...props} />,
  examples,
);
