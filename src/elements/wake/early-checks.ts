import { drawFieldState } from '../../ui/field-dom.ts';
import { emailProblem } from '../../ui/logic/email-problem.ts';

/*
 * A server-rendered form's email field checked before React: when the visitor leaves it, the loader draws its
 * message on the server's nodes as React would draw it (`drawFieldState`). On a slow phone React and the form's
 * rules arrive round trips after the first press; the visitor who types an address and moves on sees its message
 * at once all the same. The texts come from the form's own HTML (`CHECK_MESSAGES_ATTRIBUTE`), in the page's
 * language. When React takes over, what the fields show is handed to its first render (`RenderSnapshot.checked`),
 * so it draws the same.
 */

/**
 * The attribute of a `<form>` naming the messages of its email fields, drawn by the form's own render (so by the
 * server too): JSON, field name → problem (`EmailProblem`) → text. A form without it is not checked early.
 */
export const CHECK_MESSAGES_ATTRIBUTE = 'data-check-messages';

/** What the checked fields show, by field name: the problem shown, or null for none (valid). */
export type EarlyChecked = Record<string, string | null>;

export interface EarlyChecks {
  /** Stops drawing and returns what the fields show now: React's first render draws the same. */
  handOver(): EarlyChecked;
  stop(): void;
}

/** The texts `form` names for its field `name`, by problem (`CHECK_MESSAGES_ATTRIBUTE`); undefined if none. */
function messagesOf(form: HTMLFormElement | null, name: string): Record<string, unknown> | undefined {
  try {
    const messages = JSON.parse(form?.getAttribute(CHECK_MESSAGES_ATTRIBUTE) ?? '{}') as Record<
      string,
      unknown
    >;
    return Object.hasOwn(messages, name) ? Object(messages[name]) : undefined;
  } catch {
    // Messages that do not read: the field waits for React's check.
    return undefined;
  }
}

/**
 * Checks the email fields in `root` on each blur (and those in `left` now: the visitor left them before this
 * script ran), and hides a message on the field's focus, until `handOver` or `stop`.
 */
export function checkEarly(root: ShadowRoot, left: readonly Element[]): EarlyChecks {
  const shown = new Map<HTMLInputElement, string | null>();
  const emailField = (target: EventTarget | undefined) =>
    target instanceof HTMLInputElement && target.type === 'email' ? target : undefined;
  const check = (field: HTMLInputElement) => {
    const messages = messagesOf(field.form, field.name);
    if (!messages) return;
    const problem = emailProblem(field.value);
    // An empty address is a problem, so no problem means a value: valid.
    if (problem === undefined) {
      if (drawFieldState(field, 'valid')) shown.set(field, null);
      return;
    }
    const message = messages[problem];
    if (typeof message === 'string' && drawFieldState(field, 'error', message)) shown.set(field, problem);
  };
  // Leaving a field checks it; its focus hides what it shows until it is left again, as React's fields do.
  const onFocus = (event: Event) => {
    const field = emailField(event.composedPath()[0]);
    if (!field) return;
    if (event.type === 'focusout') check(field);
    else if (shown.delete(field)) drawFieldState(field, 'default');
  };
  for (const target of left) {
    const field = emailField(target);
    if (field) check(field);
  }
  const stop = () => {
    root.removeEventListener('focusin', onFocus, true);
    root.removeEventListener('focusout', onFocus, true);
  };
  root.addEventListener('focusin', onFocus, true);
  root.addEventListener('focusout', onFocus, true);
  return {
    handOver() {
      stop();
      const now: EarlyChecked = {};
      for (const [field, problem] of shown) if (field.isConnected) now[field.name] = problem;
      return now;
    },
    stop,
  };
}
