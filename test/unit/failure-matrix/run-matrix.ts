import { http, type HttpResponseResolver } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../widgets/index.ts';
import { resetPageRegistryForTests } from '../../../src/elements/registry.ts';
import { REQUEST_TIMEOUT_MS } from '../../../src/http/request-timeout.ts';
import { resetCustomerDataForTests } from '../../../src/http/psdata.ts';
import { resetSessionForTests } from '../../../src/session/session.ts';
import { server } from '../../msw.ts';
import type { EndpointEntry, MatrixContext, Suite } from './context.ts';
import { ENDPOINTS } from './endpoints.tsx';
import { FAILURE_MODES, type FailureMode } from './modes.ts';

/** Taken before any test fakes timers: the runner's own waiting must never depend on the fake clock. */
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const wait = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

const PENDING_MARGIN_MS = 1000;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Lets pending promise callbacks, msw's round trip and React's commits run (also under fake timers). */
async function flush(): Promise<void> {
  for (let round = 0; round < 4; round++) {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    await tick();
  }
  await wait(2);
}

/**
 * Resolves once the element's chunk has mounted it: mounting adopts the widget's stylesheets beside the
 * host sheet the element has from the start. Polls on real time, so it also works under a fake clock.
 */
function mounted(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if ((element.shadowRoot?.adoptedStyleSheets.length ?? 0) > 1) resolve();
      else realSetTimeout(check, 5);
    };
    check();
  });
}

/**
 * An element may ask for its data before its code has mounted (the footer and the switcher prefetch while
 * their chunk loads): its state is read once it has mounted and stopped changing.
 */
async function settled(context: MatrixContext, name: string): Promise<void> {
  if (!context.element) return;
  await guard(mounted(context.element), `${name}: the element never mounted`);
  await guard(quiet(context.element), `${name}: the element never stopped changing`);
}

/** Resolves once nothing in the element's shadow root has changed for 30 ms of real time. */
function quiet(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    let timer = realSetTimeout(done, 30);
    const observer = new MutationObserver(() => {
      realClearTimeout(timer);
      timer = realSetTimeout(done, 30);
    });
    function done() {
      observer.disconnect();
      resolve();
    }
    observer.observe(element.shadowRoot ?? element, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** Waits for `promise` at most `ms` of real time; a step of the product that never happens fails the test. */
function guard(promise: Promise<void>, what: string, ms = 5000): Promise<void> {
  return Promise.race([
    promise,
    new Promise<void>((_resolve, reject) => realSetTimeout(() => reject(new Error(what)), ms)),
  ]);
}

/**
 * Waits for the request under a fake clock: an element mounting meanwhile may wait on short timers of its own
 * (i18next loads on a 0 ms timeout), so the clock moves on in small steps until the request is out. The
 * client's 15 s timer starts with the request, so these steps do not count against it.
 */
async function requestedUnderClock(requested: Promise<void>, what: string): Promise<void> {
  let made = false;
  void requested.then(() => (made = true));
  const started = performance.now();
  while (!made) {
    if (performance.now() - started > 5000) throw new Error(what);
    await vi.advanceTimersByTimeAsync(5);
    await tick();
  }
}

/** The msw path of an entry: base + path, `{name}` as `:name`, matching any origin. */
function mswPath(entry: EndpointEntry<unknown>): string {
  return `*${entry.base ?? ''}${entry.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

interface Tap {
  readonly count: number;
  requested: Promise<void>;
  answered: Promise<void>;
  dispose(): void;
}

/**
 * Puts the mode's answer in front of the reference backend for the entry's method and path, counting the
 * requests; without a mode it only counts and lets the reference backend answer (the control run).
 */
function tap(entry: EndpointEntry<unknown>, mode: FailureMode | undefined): Tap {
  let count = 0;
  let onRequested = () => {};
  let onAnswered = () => {};
  const requested = new Promise<void>((resolve) => (onRequested = resolve));
  const answered = new Promise<void>((resolve) => (onAnswered = resolve));
  const passedOn = new Set<string>();
  const resolver: HttpResponseResolver = async ({ requestId }) => {
    count += 1;
    onRequested();
    if (!mode) {
      passedOn.add(requestId);
      return undefined;
    }
    const response = await mode.answer();
    onAnswered();
    return response;
  };
  const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete };
  const method = methods[entry.method];
  server.use(method(mswPath(entry), resolver));
  const onMocked = ({ requestId }: { requestId: string }) => {
    if (passedOn.has(requestId)) onAnswered();
  };
  server.events.on('response:mocked', onMocked);
  return {
    get count() {
      return count;
    },
    requested,
    answered,
    dispose: () => server.events.removeListener('response:mocked', onMocked),
  };
}

const unhandled: unknown[] = [];
const onUnhandledRejection = (reason: unknown) => unhandled.push(reason);
const onWindowError = (event: ErrorEvent) => unhandled.push(event.error ?? event.message);

/**
 * One run of one entry: prepare, make the call against the mode's answer (the reference backend for the
 * control), let the 15 s time-out pass on a fake clock where the mode hangs, then compare what the visitor
 * sees with the entry's defined state. Also: the call was made, not retried, and nothing reached the console
 * or went unhandled beyond what the entry allows.
 */
async function run(entry: EndpointEntry<unknown>, mode?: FailureMode): Promise<void> {
  unhandled.length = 0;
  const consoleSpies = {
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    log: vi.spyOn(console, 'log').mockImplementation(() => {}),
    info: vi.spyOn(console, 'info').mockImplementation(() => {}),
  };
  const context: MatrixContext = {
    data: { browserOutcome: mode ? mode.image : 'load' },
    mode: mode?.id,
  };
  const requests = entry.transport === 'image' ? undefined : tap(entry, mode);
  try {
    await entry.prepare?.(context);
    const hangs = mode?.hangs === true && requests !== undefined;
    const entryClock = vi.isFakeTimers();
    if (hangs && !entryClock) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await entry.trigger(context);

    if (requests) {
      const what = `${entry.name}: the call was never made`;
      if (vi.isFakeTimers()) await requestedUnderClock(requests.requested, what);
      else await guard(requests.requested, what);
      // The clock moves on only once the element is in the state the call leaves it in while under way.
      if (hangs) await settled(context, entry.name);
      if (hangs) {
        // The client's timer started with the request, a few fake milliseconds before msw saw it: one second
        // short of the time-out the call must still be under way, and at 15 s it must be over.
        await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - PENDING_MARGIN_MS);
        await flush();
        if (entry.pending !== undefined) {
          expect(await entry.observe(context), 'the state while the call still hangs').toEqual(entry.pending);
        }
        await vi.advanceTimersByTimeAsync(PENDING_MARGIN_MS);
        if (!entryClock) vi.useRealTimers();
      } else {
        await guard(requests.answered, `${entry.name}: the call was never answered`);
      }
    }
    await settled(context, entry.name);
    await flush();

    const defined = mode ? entry.failed[mode.id] : entry.ok;
    // On a loaded machine a step the element waits on without touching its DOM (a module or translation file
    // import) can outlast the quiet window: wait for the defined state, then check it holds once quiet again.
    await vi.waitFor(async () => expect(await entry.observe(context)).toEqual(defined), {
      timeout: 5000,
      interval: 20,
    });
    await settled(context, entry.name);
    expect(await entry.observe(context)).toEqual(defined);

    if (requests) {
      expect(requests.count, 'requests made (more is a retry)').toBeGreaterThanOrEqual(1);
      expect(requests.count, 'requests made (more is a retry)').toBeLessThanOrEqual(entry.maxRequests ?? 1);
    }
    await tick();
    expect(unhandled, 'unhandled rejections and uncaught errors').toEqual([]);
    expect(consoleSpies.error.mock.calls, 'console.error').toEqual([]);
    expect(consoleSpies.log.mock.calls, 'console.log').toEqual([]);
    expect(consoleSpies.info.mock.calls, 'console.info').toEqual([]);
    const warnings = consoleSpies.warn.mock.calls.map((args) => args.map(String).join(' '));
    const allowed = mode && !entry.silent ? entry.warns : undefined;
    expect(
      warnings.filter((warning) => !allowed?.test(warning)),
      'console.warn beyond the entry’s own diagnostics',
    ).toEqual([]);
  } finally {
    requests?.dispose();
    entry.cleanup?.(context);
  }
}

/** Declares the matrix of one suite: a control and one test per failure mode for each of its entries. */
export function runMatrix(suite: Suite): void {
  const entries = ENDPOINTS.filter((candidate) => candidate.suite === suite);

  beforeAll(() => {
    process.on('unhandledRejection', onUnhandledRejection);
    window.addEventListener('error', onWindowError);
  });

  afterAll(() => {
    process.off('unhandledRejection', onUnhandledRejection);
    window.removeEventListener('error', onWindowError);
  });

  afterEach(async () => {
    vi.useRealTimers();
    document.body.replaceChildren();
    // Elements unmount in a microtask after leaving the page; then the page-wide state is forgotten.
    await wait(0);
    resetSessionForTests();
    resetPageRegistryForTests();
    resetCustomerDataForTests();
  });

  for (const entry of entries) {
    describe(entry.name, () => {
      it('ends in its normal state when the reference backend answers (control)', () => run(entry));

      for (const mode of FAILURE_MODES) {
        it(`ends in its defined state after ${mode.title}`, () => run(entry, mode));
      }
    });
  }
}
