import {
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  FieldHint,
  FieldMessage,
  LabelMark,
  hasContent,
  useField,
  type FieldBaseProps,
} from './field-parts.tsx';
import { textOfNode } from './logic/text-of-node.ts';

/** Props of `Checkbox`; see `FieldBaseProps` for validation and states. */
export interface CheckboxProps extends FieldBaseProps<boolean> {
  /** The label, already translated; may hold links ('I accept the <a>terms</a>'). */
  children: ReactNode;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** The submitted value of the native checkbox. */
  value?: string;
  /** Names the checkbox in the default error message; defaults to the label's text. */
  fieldName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with a rich label, states default / valid / error and disabled, wired like `FormField`.
 * Ticking is a commit: it validates at once (and so does blur).
 *
 * The label is not a `<label>` element but text that names the box through `aria-labelledby` and toggles it
 * when clicked, except where the click is on a link or button inside it: that only follows the link.
 * Browsers spare a `<label>`'s links as well, but not every DOM does (happy-dom ticks the box); this way the
 * rule does not depend on the DOM and is pinned by the unit tests.
 */
export function Checkbox({
  children,
  checked,
  onCheckedChange,
  value,
  fieldName,
  ref,
  ...base
}: CheckboxProps) {
  const label = fieldName ?? textOfNode(children).replace(/\s+/g, ' ').trim();
  const field = useField(base, { label, value: checked, filled: checked });
  const { ids, status, disabled } = field;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.checked;
    onCheckedChange?.(next);
    field.commit(next);
  };

  const handleLabelClick = (event: MouseEvent<HTMLElement>) => {
    const interactive = (event.target as Element).closest('a, button, input, select, textarea, [tabindex]');
    if (disabled || (interactive && event.currentTarget.contains(interactive))) return;
    inputRef.current?.focus();
    inputRef.current?.click();
  };

  return (
    <div className="sw-field sw-checkbox" data-state={status.state} data-disabled={disabled ? '' : undefined}>
      <div className="sw-checkbox__row">
        <input
          ref={inputRef}
          type="checkbox"
          id={ids.control}
          name={field.name}
          value={value}
          className="sw-checkbox__input"
          checked={checked}
          disabled={disabled}
          aria-labelledby={ids.label}
          {...field.aria}
          onChange={handleChange}
          {...field.handlers}
        />
        <span className="sw-checkbox__label" id={ids.label} onClick={handleLabelClick}>
          {children}
          <LabelMark required={field.required} showOptional={field.showOptional} />
        </span>
      </div>
      {hasContent(field.hint) && <FieldHint id={ids.hint}>{field.hint}</FieldHint>}
      <FieldMessage id={ids.message}>{status.message}</FieldMessage>
    </div>
  );
}
