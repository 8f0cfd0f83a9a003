import { useId } from 'react';

interface WhenFieldProps {
  label: string;
  type: 'date' | 'time';
  value: string;
  onChange: (value: string) => void;
}

/** The preview's date or time: the browser's own picker, labelled in the kit's field style. */
export function WhenField({ label, type, value, onChange }: WhenFieldProps) {
  const id = useId();
  return (
    <div className="sw-field">
      <label className="sw-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="sw-field__control"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
