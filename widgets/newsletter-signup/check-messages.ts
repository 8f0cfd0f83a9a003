import type { HoldingChecks } from '../../src/ui/holding-binding.ts';
import { EMAIL_MAX_LENGTH, emailProblem, type EmailProblem } from '../../src/ui/logic/email-problem.ts';

/*
 * The sign-up form's email field shows its message on blur from the first script on, whatever else has arrived:
 * drawn by the loader on a server-rendered form (`src/elements/wake/early-checks.ts`, from the texts the form names
 * on its `<form>`), by the held form (`useHoldingBinding`) until the rules take over, by the rules' schema after.
 * One rule (`emailProblem`) and one set of messages (here) for all three.
 */

/** The email field's messages, by problem: keys of the `newsletter` namespace. */
export const EMAIL_MESSAGES: Readonly<Record<EmailProblem, string>> = {
  required: 'errors.emailRequired',
  invalid: 'errors.emailInvalid',
  tooLong: 'errors.emailTooLong',
};

/** What a message key's text needs besides the key. */
export const EMAIL_MESSAGE_VALUES = { max: EMAIL_MAX_LENGTH };

/** The fields checked before the rules, by name: their rule, and its message keys by problem. */
const CHECKED: Readonly<
  Record<string, { rule: (value: string) => string | undefined; keys: Readonly<Record<string, string>> }>
> = {
  email: { rule: emailProblem, keys: EMAIL_MESSAGES },
};

/** Turns a message key of the `newsletter` namespace into its text in the form's language. */
type Translate = (key: string, values: typeof EMAIL_MESSAGE_VALUES) => string;

/**
 * Each checked field's messages by problem, in the form's language: what the form names on its `<form>` for the
 * loader (`CHECK_MESSAGES_ATTRIBUTE`), and what the held form shows.
 */
export function checkMessages(translate: Translate): Record<string, Record<string, string>> {
  const messages: Record<string, Record<string, string>> = {};
  for (const [field, { keys }] of Object.entries(CHECKED)) {
    messages[field] = {};
    for (const [problem, key] of Object.entries(keys))
      messages[field][problem] = translate(key, EMAIL_MESSAGE_VALUES);
  }
  return messages;
}

/**
 * The held form's checks (`useHoldingBinding`) with `messages` (`checkMessages`), starting from what the loader's
 * checks showed on a server-rendered form (`RenderSnapshot.checked`: by field, the problem or null). A problem
 * that names no message of the field is dropped: the field then starts unchecked, as React's check will show it.
 */
export function heldChecks(
  messages: Readonly<Record<string, Readonly<Record<string, string>>>>,
  shown: Readonly<Record<string, string | null>> = {},
): HoldingChecks {
  const message = (field: string, problem: string) => {
    const own = Object.hasOwn(messages, field) ? messages[field]! : {};
    return Object.hasOwn(own, problem) ? own[problem] : undefined;
  };
  const rules: Record<string, (value: unknown) => string | undefined> = {};
  const initial: Record<string, string | null> = {};
  for (const [field, { rule }] of Object.entries(CHECKED)) {
    rules[field] = (value) => rule(typeof value === 'string' ? value : '');
    const problem = Object.hasOwn(shown, field) ? shown[field] : undefined;
    if (problem === null || (typeof problem === 'string' && message(field, problem) !== undefined))
      initial[field] = problem;
  }
  return { rules, message, initial };
}
