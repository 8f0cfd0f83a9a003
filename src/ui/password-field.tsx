import { useState } from 'react';
import { useT } from '../i18n/provider.tsx';
import { TextFieldFrame, type TextFieldProps } from './text-field-frame.tsx';
import { PasswordStrength } from './password-strength.tsx';

/** Props of `PasswordField`. */
export interface PasswordFieldProps extends TextFieldProps {
  /** Show the strength meter. Default true; set false for a log-in form. */
  strengthMeter?: boolean;
}

/**
 * A labelled password input (the frame, states and timing of `FormField`) with the show-password toggle and,
 * unless `strengthMeter` is false, the strength meter, which then also describes the input. Its own module,
 * so forms without a password do not load the toggle, the meter and the scoring.
 */
export function PasswordField({ strengthMeter = true, autoComplete, ...props }: PasswordFieldProps) {
  const t = useT('ui');
  const [revealed, setRevealed] = useState(false);
  return (
    <TextFieldFrame
      {...props}
      renderInput={(control, change) => (
        <input
          {...control}
          type={revealed ? 'text' : 'password'}
          onChange={(event) => change(event.currentTarget.value)}
          autoComplete={autoComplete ?? (strengthMeter ? 'new-password' : undefined)}
          spellCheck={false}
          autoCapitalize="off"
        />
      )}
      renderAddon={(controlId) => (
        // One name whatever the state, and `aria-pressed` tells the state (WAI-ARIA APG toggle button):
        // a name that flips to 'Hide password' would be read as 'Hide password, pressed'.
        <button
          type="button"
          className="sw-field__toggle"
          aria-pressed={revealed}
          aria-controls={controlId}
          disabled={props.disabled}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {t('password.show')}
        </button>
      )}
      renderBelow={strengthMeter ? (id) => <PasswordStrength id={id} password={props.value} /> : undefined}
      belowDescribes={props.value !== ''}
    />
  );
}
