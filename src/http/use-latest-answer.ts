import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * "Ask once, the latest answer wins", the one way a component waits for a request: `ask` is called when it is
 * given and differs from the last one (callers make it with `useMemo` over what the request depends on; without
 * it, nothing is asked). Its answer goes to `onAnswer`, its failure to `onFailure`, unless a newer `ask` or the
 * component's unmount came first: a stale answer never lands. One request per `ask`: React's StrictMode runs an
 * effect twice in development, and the second run takes the first one's answer instead of asking again.
 */
export function useLatestAnswer<Answer>(
  ask: (() => Promise<Answer>) | undefined,
  onAnswer: (answer: Answer) => void,
  onFailure: (error: unknown) => void = () => {},
): void {
  const asked = useRef<{ ask: () => Promise<Answer>; answer: Promise<Answer> }>(undefined);
  const answered = useEffectEvent(onAnswer);
  const failed = useEffectEvent(onFailure);
  useEffect(() => {
    if (!ask) return;
    let current = true;
    if (asked.current?.ask !== ask) asked.current = { ask, answer: ask() };
    asked.current.answer.then(
      (answer) => current && answered(answer),
      (error: unknown) => current && failed(error),
    );
    return () => {
      current = false;
    };
  }, [ask]);
}
