import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { resetStore } from '../demo/backend/store.ts';
import { checkAnswer, checkRequest, takeContractProblems } from './contract/answers.ts';
import { server } from './msw.ts';

configure({
  // Elements load their code on idle and render in a transition: on a busy two-core CI machine the first
  // render of a file can take longer than Testing Library's default second.
  asyncUtilTimeout: 5_000,
  // Queries run inside shadow roots, which Testing Library's default error (prettyDOM) cannot print.
  getElementError: (message, container) => {
    const markup = container instanceof ShadowRoot ? container.innerHTML : (container as Element).outerHTML;
    const error = new Error(`${message ?? ''}\n\n${markup?.slice(0, 4_000) ?? ''}`);
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every request the widgets send to a service must name the headers and parameters the service contract
// (openapi/storefront-services.yaml) requires, and every answer of an msw handler, the reference backend's and a
// test's own, must be one the contract allows, unless the test marks it `offContract` (test/contract/answers.ts).
const checkContract = ({ request, response }: { request: Request; response: Response }): void => {
  checkRequest(request);
  checkAnswer(request.method, request.url, response);
};
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
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetStore();
  expect(await takeContractProblems(), 'answers off the service contract').toEqual([]);
});
afterAll(() => server.close());
