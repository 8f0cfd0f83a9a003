import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_MESSAGES_ATTRIBUTE } from '../../ui/field-dom.ts';
import { checkEarly } from './early-checks.ts';

const MESSAGES = { email: { required: 'Required', invalid: 'Not an address', tooLong: 'Too long' } };

/** A server-rendered kit email field, as React draws it (ids from `useId`), in a form naming `messages`. */
function serverForm(messages: unknown = MESSAGES, value = '') {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML =
    `<form ${CHECK_MESSAGES_ATTRIBUTE}='${typeof messages === 'string' ? messages : JSON.stringify(messages)}'>` +
    '<div class="sw-field" data-state="default"><label for="_R_1_control">Email</label>' +
    `<div class="sw-field__control"><input id="_R_1_control" name="email" type="email" value="${value}"></div>` +
    '<div class="sw-field__message-slot"></div></div><input name="firstName"></form>';
  const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
  return {
    root,
    email,
    field: root.querySelector('.sw-field')!,
    slot: root.querySelector('.sw-field__message-slot')!,
  };
}

afterEach(() => document.body.replaceChildren());

describe('checkEarly', () => {
  it('draws the message of an address left invalid, hides it on focus, draws valid for a good one', () => {
    const { root, email, field, slot } = serverForm();
    const checks = checkEarly(root, []);
    email.focus();
    email.value = 'not-an-email';
    email.blur();
    expect(field.getAttribute('data-state')).toBe('error');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('_R_1_message');
    expect(slot.innerHTML).toBe('<p class="sw-field__message" id="_R_1_message">Not an address</p>');
    email.focus();
    expect(field.getAttribute('data-state')).toBe('default');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(email.hasAttribute('aria-describedby')).toBe(false);
    expect(slot.childNodes).toHaveLength(0);
    expect(checks.handOver()).toEqual({});
  });

  it('hands over what the fields show, and draws nothing after', () => {
    const { root, email, field } = serverForm();
    const checks = checkEarly(root, []);
    email.focus();
    email.value = 'anna@example.com';
    email.blur();
    expect(field.getAttribute('data-state')).toBe('valid');
    expect(checks.handOver()).toEqual({ email: null });
    email.focus();
    email.value = '';
    email.blur();
    expect(field.getAttribute('data-state')).toBe('valid');
  });

  it('checks a field the visitor left before the script ran', () => {
    const { root, email, field } = serverForm(MESSAGES, 'x@y');
    email.value = 'anna@';
    const checks = checkEarly(root, [email]);
    expect(field.getAttribute('data-state')).toBe('error');
    expect(checks.handOver()).toEqual({ email: 'invalid' });
  });

  it.each([
    ['a form naming no messages', undefined],
    ['messages that do not read', '{"email":'],
    ['messages naming no text for the problem', { email: { required: 'Required' } }],
    ['messages for other fields only', { firstName: { required: 'Required' } }],
  ])('leaves the field to React for %s', (_, messages) => {
    const { root, email, field } = serverForm(messages ?? {});
    if (messages === undefined) root.querySelector('form')!.removeAttribute(CHECK_MESSAGES_ATTRIBUTE);
    const checks = checkEarly(root, []);
    email.focus();
    email.value = 'not-an-email';
    email.blur();
    expect(field.getAttribute('data-state')).toBe('default');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(checks.handOver()).toEqual({});
  });

  it('checks email fields only', () => {
    const { root, field } = serverForm();
    const checks = checkEarly(root, []);
    const name = root.querySelector<HTMLInputElement>('input[name="firstName"]')!;
    name.focus();
    name.blur();
    expect(field.getAttribute('data-state')).toBe('default');
    expect(checks.handOver()).toEqual({});
  });
});
