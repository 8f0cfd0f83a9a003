import { act, render } from '@testing-library/react';
import { StrictMode, useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLatestAnswer } from './use-latest-answer.ts';

/** A request whose answer the test gives when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

function Asker({
  id,
  ask,
  seen,
}: {
  id: string | undefined;
  ask: (id: string) => Promise<string>;
  seen: string[];
}) {
  const [shown, setShown] = useState('waiting');
  const request = useMemo(() => (id ? () => ask(id) : undefined), [id, ask]);
  useLatestAnswer(
    request,
    (answer) => (seen.push(answer), setShown(answer)),
    (error) => setShown(`failed: ${String(error)}`),
  );
  return <p>{shown}</p>;
}

describe('useLatestAnswer', () => {
  it('asks once for each request, also when StrictMode runs the effect twice', async () => {
    const answer = deferred<string>();
    const ask = vi.fn(() => answer.promise);
    const seen: string[] = [];
    const view = render(
      <StrictMode>
        <Asker id="a" ask={ask} seen={seen} />
      </StrictMode>,
    );
    await act(async () => answer.resolve('answer a'));
    expect(ask).toHaveBeenCalledOnce();
    expect(view.container.textContent).toBe('answer a');
    expect(seen).toEqual(['answer a']);
  });

  it('drops an answer that a newer request overtook, whichever comes first', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const ask = (id: string) => answers[id as 'a' | 'b'].promise;
    const seen: string[] = [];
    const view = render(<Asker id="a" ask={ask} seen={seen} />);
    view.rerender(<Asker id="b" ask={ask} seen={seen} />);
    await act(async () => answers.b.resolve('answer b'));
    await act(async () => answers.a.resolve('answer a'));
    expect(view.container.textContent).toBe('answer b');
    expect(seen).toEqual(['answer b']);
  });

  it('asks nothing without a request and hands a failure to its own callback', async () => {
    const failure = deferred<string>();
    const ask = vi.fn(() => failure.promise);
    const seen: string[] = [];
    const view = render(<Asker id={undefined} ask={ask} seen={seen} />);
    expect(ask).not.toHaveBeenCalled();
    view.rerender(<Asker id="c" ask={ask} seen={seen} />);
    await act(async () => failure.reject('offline'));
    expect(view.container.textContent).toBe('failed: offline');
  });

  it('lands nothing after the component is gone', async () => {
    const answer = deferred<string>();
    const seen: string[] = [];
    const view = render(<Asker id="d" ask={() => answer.promise} seen={seen} />);
    view.unmount();
    await act(async () => answer.resolve('too late'));
    expect(seen).toEqual([]);
  });
});
