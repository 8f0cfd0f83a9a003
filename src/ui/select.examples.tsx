import { exampleSet, owned, type KitExample, type OwnedProps } from './kit-examples.tsx';
import { Select, type SelectOption, type SelectProps } from './select.tsx';

/** Salutations as a form offers them; also the kit gallery's Formik example's. */
export const SALUTATION_OPTIONS: SelectOption[] = [
  { value: 'MRS', label: 'Mrs' },
  { value: 'MR', label: 'Mr' },
  { value: 'DIVERS', label: 'Diverse' },
  { value: 'COMPANY', label: 'Company' },
];

const SIZES: SelectOption[] = [
  { value: 'S', label: 'S' },
  { value: 'M', label: 'M' },
  { value: 'L', label: 'L', disabled: true },
];

const Owned = owned(Select);

const examples: KitExample<OwnedProps<SelectProps>>[] = [
  {
    name: 'Default, with the placeholder option',
    props: { label: 'Salutation', options: SALUTATION_OPTIONS },
  },
  {
    name: 'With hint and a disabled option',
    props: { label: 'Size', options: SIZES, hint: 'L is sold out.' },
  },
  {
    name: 'Without placeholder',
    props: {
      label: 'Salutation, no placeholder',
      options: SALUTATION_OPTIONS,
      placeholder: null,
      initial: 'MR',
    },
  },
  {
    name: 'Valid',
    props: { label: 'Chosen salutation', options: SALUTATION_OPTIONS, initial: 'MRS', state: 'valid' },
  },
  {
    name: 'Error',
    props: {
      label: 'Your salutation',
      options: SALUTATION_OPTIONS,
      state: 'error',
      message: 'the salutation is a required field',
    },
  },
  {
    name: 'Disabled',
    props: { label: 'Fixed salutation', options: SALUTATION_OPTIONS, initial: 'MR', disabled: true },
  },
  {
    name: 'Required, validated on change and blur',
    props: {
      label: 'Salutation (required)',
      options: SALUTATION_OPTIONS,
      required: true,
      validate: (value) => value !== '' || 'the salutation is a required field',
    },
  },
];

/** `Select`'s examples: placeholder, disabled options and every state. */
export const selectExamples = exampleSet('select', 'Select', (props) => <Owned {...props} />, examples);
