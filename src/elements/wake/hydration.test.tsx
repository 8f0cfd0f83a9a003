import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEventsFromReact, parseSnapshot, replayVisitor } from './hydration.ts';
import { recordVisitor } from './server-html.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => document.body.replaceChildren());

describe('parseSnapshot', () => {
  it('reads a snapshot and says why a text is not one', () => {
    const documents = { '/c': { status: 'ok', content: { a: 1 } }, '/p': { status: 'missing' } };
    expect(parseSnapshot(JSON.stringify({ language: 'en', platform: 'mobile', documents }))).toEqual({
      language: 'en',
      platform: 'mobile',
      documents,
    });
    // The release that drew it, when it says.
    expect(
      parseSnapshot(JSON.stringify({ release: '1.2.3', language: 'en', platform: 'any', documents })),
    ).toEqual({ release: '1.2.3', language: 'en', platform: 'any', documents });
    expect(parseSnapshot('{')).toBe('its snapshot is not JSON');
    expect(parseSnapshot('[]')).toBe('its snapshot is not an object');
    expect(parseSnapshot('{"language":"xx","platform":"mobile","documents":{}}')).toMatch(/language/);
    expect(parseSnapshot('{"language":"en","platform":"tv","documents":{}}')).toMatch(/platform/);
    expect(
      parseSnapshot('{"language":"en","platform":"mobile","documents":{"/c":{"status":"failed"}}}'),
    ).toMatch(/documents/);
  });
});

/** A controlled field as the widgets have them: its value lives in React state. */
function Form({ seen }: { seen: string[] }) {
  const [email, setEmail] = useState('');
  return (
    <form>
      <input
        name="email"
        value={email}
        onChange={(event) => {
          seen.push(`email ${event.target.value}`);
          setEmail(event.target.value);
        }}
        onBlur={() => seen.push('left email')}
        onFocus={() => seen.push('focus email')}
      />
    </form>
  );
}

describe('replayVisitor', () => {
  it('hands React what the visitor typed and left before it took the nodes over, without writing to the field', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const seen: string[] = [];
    const reactRoot = createRoot(root);
    await act(async () => reactRoot.render(<Form seen={seen} />));
    const visitor = recordVisitor(root);
    const email = root.querySelector<HTMLInputElement>('input[name=email]')!;
    // What the browser does for a visitor while React is not listening yet: the value changes under React.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(email, 'kim@example.org');
    email.setSelectionRange(3, 3);
    (visitor.left as Set<Element>).add(email);

    await act(async () => replayVisitor(root, visitor, new Map([['email', '']])));
    expect(seen).toEqual(['email kim@example.org', 'left email']);
    expect(email.value).toBe('kim@example.org');
    expect(email.selectionStart).toBe(3);
    // React holds the values now: a render keeps them.
    await act(async () => reactRoot.render(<Form seen={seen} />));
    expect(email.value).toBe('kim@example.org');
    reactRoot.unmount();
  });
});

describe('holdEventsFromReact', () => {
  it('keeps what the visitor does away from React while it hydrates, and lets it through after', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const input = document.createElement('input');
    root.append(input);
    const reached: string[] = [];
    const release = holdEventsFromReact(root);
    // React's listeners come after: hydrateRoot adds them to the shadow root once the hold is in place.
    for (const type of ['focusin', 'pointerover', 'input', 'transitionend'])
      root.addEventListener(type, () => reached.push(type), true);
    for (const type of ['focusin', 'pointerover', 'input', 'transitionend'])
      input.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
    expect(reached).toEqual(['transitionend']);
    release();
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    expect(reached).toEqual(['transitionend', 'input']);
  });
});
