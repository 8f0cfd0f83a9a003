import { afterEach, describe, expect, it } from 'vitest';
import { revealedBy, revealIn } from './reveal.ts';

afterEach(() => document.body.replaceChildren());

/** A shadow root with two forms, each with an email field whose focus reveals the rest of its form. */
function place(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `
    <form id="first">
      <input name="email"><input name="note">
      <div id="rest" data-revealed-by="email" hidden><input name="firstName"></div>
      <div id="other" data-revealed-by="note" hidden></div>
    </form>
    <form id="second"><input name="email"><div id="elsewhere" data-revealed-by="email" hidden></div></form>`;
  return root;
}

const hidden = (root: ShadowRoot, id: string) => root.getElementById(id)!.hidden;
const field = (root: ShadowRoot, form: string, name: string) =>
  root.querySelector<HTMLInputElement>(`#${form} [name="${name}"]`)!;

describe('revealIn', () => {
  it('shows what a field reveals on its focus, in its own form only, and keeps it shown', () => {
    const root = place();
    revealIn(root);
    field(root, 'first', 'email').focus();
    expect(hidden(root, 'rest')).toBe(false);
    expect(hidden(root, 'other')).toBe(true);
    expect(hidden(root, 'elsewhere')).toBe(true);
    field(root, 'first', 'email').blur();
    expect(hidden(root, 'rest')).toBe(false);
  });

  it('shows what a field focused before it ran reveals', () => {
    const root = place();
    field(root, 'second', 'email').focus();
    revealIn(root);
    expect(hidden(root, 'elsewhere')).toBe(false);
    expect(hidden(root, 'rest')).toBe(true);
  });

  it('shows what a field that had focus before it ran reveals (typed into and left), and nothing more', () => {
    const root = place();
    revealIn(root, [field(root, 'first', 'email')]);
    expect(hidden(root, 'rest')).toBe(false);
    expect(hidden(root, 'elsewhere')).toBe(true);
    expect(hidden(root, 'other')).toBe(true);
  });

  it('shows nothing once stopped (React shows it then)', () => {
    const root = place();
    revealIn(root)();
    field(root, 'first', 'email').focus();
    expect(hidden(root, 'rest')).toBe(true);
  });
});

describe('revealedBy', () => {
  it('names the fields whose parts are shown, once each', () => {
    const root = place();
    expect(revealedBy(root)).toEqual([]);
    root.getElementById('rest')!.hidden = false;
    root.getElementById('elsewhere')!.hidden = false;
    expect(revealedBy(root)).toEqual(['email']);
  });
});
