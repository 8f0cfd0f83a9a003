import { describe, expect, it } from 'vitest';
import { emit } from './events.ts';

declare module './events.ts' {
  interface StorefrontEventMap {
    'test-ping': CustomEvent<{ count: number }>;
  }
}

describe('emit', () => {
  it('dispatches a typed event that bubbles out of a shadow root to the page', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = document.createElement('span');
    host.attachShadow({ mode: 'open' }).append(inner);
    const seen: { count: number }[] = [];
    document.addEventListener('test-ping', (event) => seen.push(event.detail), { once: true });
    emit(inner, 'test-ping', { count: 2 });
    expect(seen).toEqual([{ count: 2 }]);
    host.remove();
  });

  it('creates events that bubble and are composed', () => {
    const target = document.createElement('div');
    let received: Event | undefined;
    target.addEventListener('test-ping', (event) => (received = event));
    emit(target, 'test-ping', { count: 1 });
    expect(received?.bubbles).toBe(true);
    expect(received?.composed).toBe(true);
  });
});
