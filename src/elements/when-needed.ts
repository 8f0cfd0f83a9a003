/**
 * When an element's code is worth fetching: once the element comes within `margin` of the viewport
 * (IntersectionObserver), or once the page is idle (requestIdleCallback, at most `idleTimeoutMs` later),
 * whichever comes first. Elements in view start at the observer's first report, one frame after connecting;
 * elements further down wait until the page has done its own work, so they never compete with it.
 */
export interface WhenNeededOptions {
  /** How close to the viewport counts as near: a CSS margin, relative to the viewport. */
  margin?: string;
  /** The longest wait for an idle moment on a busy page. */
  idleTimeoutMs?: number;
}

/**
 * One viewport above and below: a fast scroll still finds the element rendered.
 * @internal Test seam: the tests check the observer gets it.
 */
export const NEAR_VIEWPORT = '100% 0px';
export const IDLE_TIMEOUT_MS = 2_000;

const observers = new Map<string, { observer: IntersectionObserver; waiting: Map<Element, () => void> }>();

function observe(element: Element, margin: string, start: () => void): () => void {
  let entry = observers.get(margin);
  if (!entry) {
    const waiting = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) if (record.isIntersecting) waiting.get(record.target)?.();
      },
      { rootMargin: margin },
    );
    entry = { observer, waiting };
    observers.set(margin, entry);
  }
  const { observer, waiting } = entry;
  waiting.set(element, start);
  observer.observe(element);
  return () => {
    if (waiting.get(element) !== start) return;
    waiting.delete(element);
    observer.unobserve(element);
  };
}

/** Calls `start` once the page is idle, at most `timeoutMs` later; the returned function cancels the wait. */
export function whenIdle(timeoutMs: number, start: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  // Safari before 18 has no requestIdleCallback: after the current work, a moment later.
  const handle = setTimeout(start, 50);
  return () => clearTimeout(handle);
}

/** Calls `start` once, when `element` is needed (see above); the returned function cancels the wait. */
export function whenNeeded(element: Element, start: () => void, options: WhenNeededOptions = {}): () => void {
  const { margin = NEAR_VIEWPORT, idleTimeoutMs = IDLE_TIMEOUT_MS } = options;
  let done = false;
  const cancels: (() => void)[] = [];
  const cancel = () => {
    done = true;
    for (const stop of cancels.splice(0)) stop();
  };
  const once = () => {
    if (done) return;
    cancel();
    start();
  };
  if (typeof IntersectionObserver === 'function') cancels.push(observe(element, margin, once));
  cancels.push(whenIdle(idleTimeoutMs, once));
  return cancel;
}

/**
 * How long the visitor must stop typing before a server-rendered element reached for in a text field evaluates its
 * code: longer than the gap between two keys of a quick typist, shorter than the moment between filling a field
 * and moving on.
 * @internal Test seam: the tests type around it.
 */
export const TYPING_PAUSE_MS = 300;

/** What keeps a pause from starting: a key (Enter and Tab too), text put in, a press. */
const TYPING = ['keydown', 'input', 'pointerdown'] as const;

/**
 * Calls `start` once the visitor has not typed or pressed in `root` for `TYPING_PAUSE_MS`; the returned function
 * cancels the wait. An element's code evaluates in one long task (React's chunk: about 100 ms at 4x CPU): in a
 * pause it holds up no key. A submit is a key or a press too: one made before the code waits the pause as well.
 */
export function whenTypingPauses(root: ShadowRoot, start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      cancel();
      start();
    }, TYPING_PAUSE_MS);
  };
  const cancel = () => {
    clearTimeout(timer);
    for (const type of TYPING) root.removeEventListener(type, wait, true);
  };
  for (const type of TYPING) root.addEventListener(type, wait, true);
  wait();
  return cancel;
}
