import { afterEach, describe, expect, it } from 'vitest';
import { isFocused } from './is-focused.ts';

afterEach(() => document.body.replaceChildren());

describe('isFocused', () => {
  it('tells whether an element of the document has focus', () => {
    const input = document.createElement('input');
    const other = document.createElement('input');
    document.body.append(input, other);
    input.focus();
    expect(isFocused(input)).toBe(true);
    expect(isFocused(other)).toBe(false);
  });

  it('finds the focused element inside a shadow root, where the document only sees the host', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const input = document.createElement('input');
    root.append(input);
    input.focus();
    expect(document.activeElement).toBe(host);
    expect(isFocused(input)).toBe(true);
  });

  it('is false for an element outside any document', () => {
    expect(isFocused(document.createElement('input'))).toBe(false);
  });
});
