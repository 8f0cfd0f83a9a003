import type { RenderSnapshot } from '../../src/elements/wake/render-snapshot.ts';
import type { HoldingChecks } from '../../src/ui/holding-binding.ts';
import { EMAIL_MAX_LENGTH } from '../../src/contract/newsletter-limits.ts';
import { emailProblem, type EmailProblem } from '../../src/ui/logic/email-problem.ts';

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

/** Turns a message key of the `newsletter` namespace into its text in the form's language. */
type Translate = (key: string, values: typeof EMAIL_MESSAGE_VALUES) => string;

/** The checked fields' messages by problem, in the form's language. */
type Messages = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The email field's messages by problem, in the form's language, under its name: what the form names on its
 * `<form>` for the loader (`CHECK_MESSAGES_ATTRIBUTE`), and what the held form shows.
 */
export function checkMessages(translate: Translate): Messages {
  const email: Record<string, string> = {};
  for (const [problem, key] of Object.entries(EMAIL_MESSAGES))
    email[problem] = translate(key, EMAIL_MESSAGE_VALUES);
  return { email };
}

/**
 * The held form's checks (`useHoldingBinding`) with `messages` (`checkMessages`), starting from what the loader's
 * check showed on a server-rendered form (`RenderSnapshot.checked`). A problem that names no message is dropped:
 * the field then starts unchecked, as React's check will show it.
 */
export function heldChecks(messages: Messages, shown: RenderSnapshot['checked'] = {}): HoldingChecks {
  const message = (field: string, problem: string) => {
    const own = Object.hasOwn(messages, field) ? messages[field]! : {};
    return Object.hasOwn(own, problem) ? own[problem] : undefined;
  };
  const problem = Object.hasOwn(shown, 'email') ? shown.email : undefined;
  const known = problem === null || (problem !== undefined && message('email', problem) !== undefined);
  return {
    rules: { email: (value) => emailProblem(typeof value === 'string' ? value : '') },
    message,
    initial: known ? { email: problem } : {},
  };
}
