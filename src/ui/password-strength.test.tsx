import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLanguage } from '../../test/render.tsx';
import { PasswordStrength } from './password-strength.tsx';

function text(container: HTMLElement) {
  return container.querySelector('.sw-password-strength__text');
}

describe('PasswordStrength', () => {
  it.each([
    ['short1A', 'weak'],
    ['!!!!!!!!', 'weak'],
    ['abcdefgh', 'ok'],
    ['abcdefg1', 'strong'],
    ['abcdefG1', 'very strong'],
  ])('labels %s as %s in English', async (password, level) => {
    await renderWithLanguage(<PasswordStrength password={password} />, 'en');
    expect(screen.getByText(`Password strength: ${level}`)).toBeInTheDocument();
  });

  it.each([
    ['short1A', 'schwach'],
    ['abcdefgh', 'ausreichend'],
    ['abcdefg1', 'stark'],
    ['abcdefG1', 'sehr stark'],
  ])('labels %s as %s in German', async (password, level) => {
    await renderWithLanguage(<PasswordStrength password={password} />, 'de-DE');
    expect(screen.getByText(`Passwortstärke: ${level}`)).toBeInTheDocument();
  });

  it('follows the page language, e.g. Polish', async () => {
    await renderWithLanguage(<PasswordStrength password="abcdefG1" />, 'pl-PL');
    expect(screen.getByText(/^Siła hasła: /)).toBeInTheDocument();
  });

  it('announces the level politely and as a whole', async () => {
    const { container } = await renderWithLanguage(<PasswordStrength password="abcdefg1" />, 'en');
    const live = screen.getByText('Password strength: strong');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveAttribute('aria-atomic', 'true');
    expect(text(container)).toBe(live);
  });

  it('gives the text the id for aria-describedby', async () => {
    await renderWithLanguage(<PasswordStrength id="strength" password="abcdefgh" />, 'en');
    expect(screen.getByText('Password strength: ok')).toHaveAttribute('id', 'strength');
  });

  it('shows the score on the bar, which is hidden from assistive technology', async () => {
    const { container } = await renderWithLanguage(<PasswordStrength password="abcdefg1" />, 'en');
    expect(container.querySelector('.sw-password-strength')).toHaveAttribute('data-score', '2');
    expect(container.querySelector('.sw-password-strength__bar')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows nothing for an empty password but keeps the live region in place', async () => {
    const { container, rerender } = await renderWithLanguage(<PasswordStrength password="" />, 'en');
    expect(container.querySelector('.sw-password-strength')).not.toHaveAttribute('data-score');
    expect(text(container)).toHaveTextContent(/^$/);
    expect(text(container)).toHaveAttribute('aria-live', 'polite');
    rerender(<PasswordStrength password="abcdefgh" />);
    expect(text(container)).toHaveTextContent('Password strength: ok');
  });
});
