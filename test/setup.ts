import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetStore } from '../demo/backend/store.ts';
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
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetStore();
});
afterAll(() => server.close());
