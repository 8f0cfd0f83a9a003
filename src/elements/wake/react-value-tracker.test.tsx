import { act, useState } from 'react';
import { version } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { reportChangedFrom } from './react-value-tracker.ts';

/** The React the note was last checked with; `package.json` pins this one exactly. */
const TESTED_REACT_VERSION = '19.3.1';

afterEach(() => {
  document.body.replaceChildren();
});

function Field({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <input
      name="email"
      value={value}
      onChange={(event) => {
        seen.push(event.target.value);
        setValue(event.target.value);
      }}
    />
  );
}

describe("React's value note, the one private React detail the widgets use", () => {
  it('is still on the field, in the React this package pins', async () => {
    expect(
      version,
      `react-value-tracker.ts is tested with React ${TESTED_REACT_VERSION}; check the note (_valueTracker) on ` +
        `React ${version}, then update TESTED_REACT_VERSION`,
    ).toBe(TESTED_REACT_VERSION);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Field seen={[]} />));
    const input = container.querySelector('input')!;
    expect(
      typeof (input as { _valueTracker?: { setValue?: unknown } })._valueTracker?.setValue,
      `React ${version} keeps no _valueTracker on an input: a field typed into before React arrived then loses ` +
        'its caret (src/elements/wake/react-value-tracker.ts falls back to writing the field)',
    ).toBe('function');
    root.unmount();
  });

  it('lets React see a value typed before it as a change, without writing to the field', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen: string[] = [];
    const root = createRoot(container);
    await act(async () => root.render(<Field seen={seen} />));
    const input = container.querySelector('input')!;
    // As after a hydration of a field typed into before: React's note holds the typed text, its state the
    // server's empty value, so an input event alone tells React nothing.
    input.value = 'ann@example.com';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(seen).toEqual([]);
    let writes = 0;
    const own = Object.getOwnPropertyDescriptor(input, 'value');
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: () => own?.get?.call(input) as string,
      set: (next: string) => {
        writes++;
        own?.set?.call(input, next);
      },
    });
    await act(async () => {
      reportChangedFrom(input, '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(seen).toEqual(['ann@example.com']);
    expect(writes).toBe(0);
    root.unmount();
  });
});
