import type { ChangeEvent, Ref } from 'react';
import { useT } from '../i18n/provider.tsx';
import {
  FieldHint,
  FieldMessage,
  LabelMark,
  hasContent,
  useField,
  type FieldBaseProps,
} from './field-parts.tsx';

/** One choice of a `Select`. */
export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
  disabled?: boolean;
}

/** Props of `Select`; see `FieldBaseProps` for validation and states. */
export interface SelectProps extends FieldBaseProps<string> {
  /** Visible label, already translated; also the `{field}` of the default error message. */
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's value; '' for the placeholder. */
  value: string;
  onValueChange?: (value: string) => void;
  /** The first option, value '', shown while nothing is chosen. Default `select.placeholder` ('Please
   * choose'); `null` for none. It stays selectable, so a choice can be undone. */
  placeholder?: string | null;
  autoComplete?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native `<select>` in the kit's field frame: label, hint, message, states default / valid / error and
 * disabled, wired like `FormField`. Choosing an option is a commit: it validates at once.
 */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  autoComplete,
  ref,
  ...base
}: SelectProps) {
  const t = useT('ui');
  const field = useField(base, { label, value, filled: value !== '' });
  const { ids, status, disabled } = field;
  const prompt = placeholder === undefined ? t('select.placeholder') : placeholder;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    onValueChange?.(next);
    field.commit(next);
  };

  return (
    <div className="sw-field sw-select" data-state={status.state} data-disabled={disabled ? '' : undefined}>
      <label className="sw-field__label" htmlFor={ids.control}>
        {label}
        <LabelMark required={field.required} showOptional={field.showOptional} />
      </label>
      {hasContent(field.hint) && <FieldHint id={ids.hint}>{field.hint}</FieldHint>}
      <div className="sw-select__control">
        <select
          ref={ref}
          id={ids.control}
          name={field.name}
          className="sw-field__input sw-select__input"
          value={value}
          disabled={disabled}
          autoComplete={autoComplete}
          {...field.aria}
          onChange={handleChange}
          {...field.handlers}
        >
          {prompt !== null && <option value="">{prompt}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessage id={ids.message}>{status.message}</FieldMessage>
    </div>
  );
}
