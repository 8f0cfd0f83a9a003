import { useT } from '../i18n/provider.tsx';
import { scorePassword, type PasswordScore } from './logic/password-score.ts';

/** The `password.*` label of each score. */
const LEVELS = ['weak', 'ok', 'strong', 'veryStrong'] as const satisfies Record<PasswordScore, string>;

/** Props of `PasswordStrength`. */
export interface PasswordStrengthProps {
  password: string;
  /** Id of the text, for the password input's `aria-describedby`. */
  id?: string;
}

/**
 * The strength meter under a password input: a bar (decoration, hidden from assistive
 * technology) and the text 'Password strength: strong' in the page language (`password.*` of the ui
 * namespace; German is the fallback language), in a polite live region so a change of level is announced
 * without interrupting typing. Nothing is shown for an empty password; the live region stays in place so
 * screen readers are already listening when the first level appears.
 */
export function PasswordStrength({ password, id }: PasswordStrengthProps) {
  const t = useT('ui');
  const score = scorePassword(password);
  const level = LEVELS[score];
  return (
    <div className="sw-password-strength" data-score={password ? score : undefined}>
      <div className="sw-password-strength__bar" aria-hidden="true">
        <div className="sw-password-strength__fill" />
      </div>
      <p className="sw-password-strength__text" id={id} aria-live="polite" aria-atomic="true">
        {password ? t('password.strength', { level: t(`password.${level}`) }) : ''}
      </p>
    </div>
  );
}
