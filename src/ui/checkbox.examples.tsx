import { useState } from 'react';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';
import { exampleSet, type KitExample } from './kit-examples.tsx';

type OwnedCheckboxProps = Omit<CheckboxProps, 'checked' | 'onCheckedChange'> & { initial?: boolean };

/** A checkbox that keeps its own state, so every example can be ticked. */
function OwnedCheckbox({ initial = false, ...props }: OwnedCheckboxProps) {
  const [checked, setChecked] = useState(initial);
  return <Checkbox {...props} checked={checked} onCheckedChange={setChecked} />;
}

const examples: KitExample<OwnedCheckboxProps>[] = [
  {
    name: 'Default, with a link in the label',
    props: {
      children: (
        <>
          I have read the <a href="#checkbox">privacy notice</a>.
        </>
      ),
    },
  },
  { name: 'Checked', props: { initial: true, children: 'Send me personalised offers' } },
  {
    name: 'With hint',
    props: { hint: 'You can withdraw your consent at any time.', children: 'Newsletter by email' },
  },
  { name: 'Valid', props: { initial: true, state: 'valid', children: 'I accept the terms' } },
  {
    name: 'Error',
    props: {
      state: 'error',
      message: 'please give your commercial electronic message consent',
      children: 'I agree to receive commercial electronic messages',
    },
  },
  { name: 'Disabled, unchecked', props: { disabled: true, children: 'Not available' } },
  { name: 'Disabled, checked', props: { disabled: true, initial: true, children: 'Already given' } },
  {
    name: 'Required, validated on change and blur',
    props: {
      required: true,
      validate: (checked) => checked || 'Please accept the terms',
      fieldName: 'Terms',
      children: (
        <>
          I accept the <a href="#checkbox">terms and conditions</a>
        </>
      ),
    },
  },
];

/** `Checkbox`'s examples: rich labels and every state. */
export const checkboxExamples = exampleSet(
  'checkbox',
  'Checkbox',
  (props) => <OwnedCheckbox {...props} />,
  examples,
);
