import { drawFieldState } from '../../ui/draw-field-state.ts';
import { CHECK_MESSAGES_ATTRIBUTE } from '../../ui/field-dom.ts';
import { emailProblem } from '../../ui/logic/email-problem.ts';

/*
 * A server-rendered form's email field checked before React: when the visitor leaves it, its message is drawn on
 * the server's nodes as React would draw it (`drawFieldState`). This code comes in the takeover's chunk, which the
 * element asks for when it wakes (the visitor's first focus on a field wakes it, so before any field is left) and
 * which arrives long before React's; fields left meanwhile are checked when it starts (docs/decisions/0105). On a
 * slow phone React and the form's rules arrive round trips after the first press; the visitor who types an address
 * and moves on sees its message at once all the same. The texts come from the form's own HTML
 * (`CHECK_MESSAGES_ATTRIBUTE`), in the page's language. When React takes over, what the fields show is handed to
 * its first render (`RenderSnapshot.checked`), so it draws the same.
 */

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

/** The check's start, as the wake hands it to the visitor's record once the takeover's chunk is in. */
export type CheckEarly = typeof checkEarly;
