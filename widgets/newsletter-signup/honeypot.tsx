import { useT } from '../../src/i18n/provider.tsx';
import { useFormBinding } from '../../src/ui/form-binding.ts';

/** The trap field's name: nothing a browser or password manager would autofill. */
export const HONEYPOT_NAME = 'sw_hp_confirm';

interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see or reach: hidden from assistive technology, out of the tab order and
 * excluded from autofill, so it traps neither screen-reader nor autofill users, only bots that fill
 * every input.
 */
function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const t = useT('newsletter');
  return (
    <div className="sw-newsletter__trap" aria-hidden="true">
      <label>
        {t('fields.honeypot')}
        <input
          type="text"
          name={HONEYPOT_NAME}
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore
          data-lpignore="true"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

/** The trap field bound to the form around it (its value is the form's `honeypot`). */
export function Honeypot() {
  const form = useFormBinding();
  const value = form.value('honeypot');
  return (
    <HoneypotField
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => form.setValue('honeypot', next)}
    />
  );
}
