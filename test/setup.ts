import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { resetStore } from '../demo/backend/store.ts';
import { resetPageRegistryForTests } from '../src/elements/registry.ts';
import { checkAnswer, checkRequest, takeContractProblems } from './contract/answers.ts';
import { server } from './msw.ts';

/**
 * How long a test waits for the page to get somewhere: elements load their code on idle and render in a transition,
 * and on a busy two-core CI machine the first render of a file, or a form's first check after a blur (its rules'
 * chunk loaded for the first time in the worker), took longer than Testing Library's and Vitest's default second.
 */
const PATIENCE_MS = 5_000;

configure({
  asyncUtilTimeout: PATIENCE_MS,
  // Queries run inside shadow roots, which Testing Library's default error (prettyDOM) cannot print.
  getElementError: (message, container) => {
    const markup = container instanceof ShadowRoot ? container.innerHTML : (container as Element).outerHTML;
    const error = new Error(`${message ?? ''}\n\n${markup?.slice(0, 4_000) ?? ''}`);
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// `vi.waitFor` with the same patience, unless a test names its own; wrapped once per worker, as `vi` outlives this
// file's runs.
const PATIENT = Symbol.for('storefront-widgets.patient-wait-for');
if (!(PATIENT in vi)) {
  const waitFor = vi.waitFor.bind(vi);
  Object.defineProperty(vi, PATIENT, { value: true });
  vi.waitFor = ((callback, options) =>
    waitFor(
      callback,
      typeof options === 'number' ? options : { timeout: PATIENCE_MS, ...options },
    )) as typeof vi.waitFor;
}

// The unit tests share a worker and its page (`isolate: false`, vite.config.ts): this file runs again before each
// test file, but the modules it imports, msw's server among them, are loaded once per worker. Each file starts on the
// page a fresh environment would give it: no cookie, an empty document, the `<html>` element without attributes, the default
// viewport, no element's page state, real timers.
beforeAll(() => {
  // The files in Node's environment (`@vitest-environment node`) have no page.
  if (typeof window !== 'undefined' && typeof document !== 'undefined') {
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const { name } of [...document.documentElement.attributes])
      document.documentElement.removeAttribute(name);
    // happy-dom's default viewport, which tests of the breakpoints change.
    (
      window as unknown as { happyDOM?: { setViewport(viewport: { width: number; height: number }): void } }
    ).happyDOM?.setViewport({ width: 1024, height: 768 });
  }
  resetPageRegistryForTests();
  vi.useRealTimers();
  server.listen({ onUnhandledRequest: 'error' });
});
const checkContract = ({ request, response }: { request: Request; response: Response }): void => {
  checkRequest(request);
  checkAnswer(request.method, request.url, response);
};
// Every request the widgets send to a service must name the headers and parameters the service contract
// (openapi/storefront-services.yaml) requires, and every answer of an msw handler, the reference backend's and a
// test's own, must be one the contract allows, unless the test marks it `offContract` (test/contract/answers.ts).
// Wired once per worker, as the server outlives this file's runs: a listener added for each test file would report
// each problem once per file run before.
const WIRED = Symbol.for('storefront-widgets.contract-check');
if (!(WIRED in server)) {
  Object.defineProperty(server, WIRED, { value: true });
  server.events.on('response:mocked', checkContract);
  // A test removes its own listeners, never this check: without an event name msw removes every listener, so the
  // rest of the file would run unchecked. Such a call fails the test; removing the `response:mocked` listeners
  // keeps this one.
  const removeAllListeners = server.events.removeAllListeners.bind(server.events);
  server.events.removeAllListeners = (event?: Parameters<typeof removeAllListeners>[0]) => {
    if (event === undefined) {
      throw new Error(
        'server.events.removeAllListeners() without an event name removes the contract check of test/setup.ts: name the event your test listened to',
      );
    }
    removeAllListeners(event);
    if (event === 'response:mocked') server.events.on('response:mocked', checkContract);
  };
}
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetStore();
  expect(await takeContractProblems(), 'answers off the service contract').toEqual([]);
});
afterAll(() => server.close());
