import { caretAfterAlphanumerics } from './caret-after-alphanumerics.ts';
import { compactIban } from './compact-iban.ts';
import { countAlphanumerics } from './count-alphanumerics.ts';
import { formatIban } from './format-iban.ts';
import { isIbanInput } from './is-iban-input.ts';

/** One edit of the IBAN input, as the browser has already applied it. */
export interface IbanEdit {
  /** The compact value before the edit. */
  previous: string;
  /** The input's text after the edit: formatted text with the user's change in it. */
  raw: string;
  /** The caret in `raw`. */
  caret: number;
  /** `InputEvent.inputType`, e.g. 'insertText', 'insertFromPaste', 'deleteContentBackward'. */
  inputType?: string | undefined;
}

/** What the input shows after an edit. */
export interface IbanEditResult {
  /** The compact value: the edited one if accepted, else `previous`. */
  value: string;
  /** The caret in the formatted value. */
  caret: number;
  accepted: boolean;
}

/**
 * Decides one edit of the IBAN input (typed, pasted, cut or deleted): the new text is compacted and
 * kept only if it is still two letters followed by digits (`isIbanInput`), otherwise the value stays as it
 * was. The caret follows the count of letters and digits before it, so it stays behind the character the
 * user typed or pasted last, and goes back to where it was when an edit is refused. Deleting only a group space
 * (Backspace after it, Delete before it) deletes the character beyond the space instead, or the key would
 * do nothing.
 */
export function editIban({ previous, raw, caret, inputType }: IbanEdit): IbanEditResult {
  let next = compactIban(raw);
  let count = countAlphanumerics(raw, caret);
  if (next === previous && raw.length < formatIban(previous).length) {
    if (inputType === 'deleteContentBackward' && count > 0) {
      next = previous.slice(0, count - 1) + previous.slice(count);
      count -= 1;
    } else if (inputType === 'deleteContentForward') {
      next = previous.slice(0, count) + previous.slice(count + 1);
    }
  }
  if (isIbanInput(next)) {
    return { value: next, caret: caretAfterAlphanumerics(formatIban(next), count), accepted: true };
  }
  // Back to the caret before the refused edit: before the inserted text, or after the text a Backspace took.
  const before = inputType?.endsWith('Backward')
    ? count + Math.max(0, previous.length - next.length)
    : count - Math.max(0, next.length - previous.length);
  return {
    value: previous,
    caret: caretAfterAlphanumerics(formatIban(previous), Math.min(previous.length, Math.max(0, before))),
    accepted: false,
  };
}
