/**
 * The reference backend's in-process state. One store serves every consumer of the handlers (Vitest through
 * msw, the demo server, the browser tests); `resetStore()` returns it to its initial content between tests.
 */
export interface RecordedRequest {
  method: string;
  path: string;
}

export interface Store {
  /** Every request the handlers saw, method and path only (no query, no body: no personal data). */
  requests: RecordedRequest[];
}

function initialStore(): Store {
  return { requests: [] };
}

export const store: Store = initialStore();

export function resetStore(): void {
  Object.assign(store, initialStore());
}

export function recordRequest(request: Request): void {
  store.requests.push({ method: request.method, path: new URL(request.url).pathname });
}

export function countRequests(path: string, method = 'GET'): number {
  return store.requests.filter((r) => r.path === path && r.method === method).length;
}
