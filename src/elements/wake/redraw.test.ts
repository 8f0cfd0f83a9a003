import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw.ts';
import { fragmentAddress, redraw, swapIn } from './redraw.ts';

afterEach(() => document.body.replaceChildren());

const query = (entries: Record<string, string>) => new URLSearchParams(entries);

const FRAGMENT =
  '<x-card site="PL" data-state="shown"><template shadowrootmode="open">' +
  '<link rel="stylesheet" href="/static/assets/x-card-1.css">' +
  '<script type="application/json" data-sw-snapshot>{"language":"pl-PL"}</script>' +
  '<p class="title">Polska</p><img src="/flag.svg" alt=""></template></x-card>';

/** The fragment handler answers `/fragments/x-card` with `body` (the element's drawing unless told). */
const handlerAnswers = (body = FRAGMENT, status = 200, type = 'text/html') =>
  server.use(
    http.get(
      '*/fragments/x-card',
      () => new HttpResponse(body, { status, headers: { 'Content-Type': type } }),
    ),
  );

describe('fragmentAddress', () => {
  it('asks the handler on the page’s own origin, with the element’s attributes', () => {
    expect(fragmentAddress('x-card', '/fragments/', query({ site: 'PL', reduced: '' }))).toBe(
      '/fragments/x-card?site=PL&reduced=',
    );
  });

  it('asks nothing of an address elsewhere, whatever the snapshot says', () => {
    for (const source of ['//evil.example/', 'https://evil.example/', 'fragments/', '/fragments', ''])
      expect(fragmentAddress('x-card', source, query({ site: 'PL' })), source).toBeUndefined();
  });
});

describe('redraw', () => {
  it('reads the new drawing from the answer, inert, without the outer tag', async () => {
    handlerAnswers();
    const redrawn = await redraw('x-card', '/fragments/x-card?site=PL', new AbortController().signal);
    expect(redrawn?.state).toBe('shown');
    expect(redrawn?.snapshot).toBe('{"language":"pl-PL"}');
    expect(redrawn?.nodes.map((node) => (node as Element).localName)).toEqual(['link', 'script', 'p', 'img']);
  });

  it('gives nothing for a refusal, a bare tag, another element or an answer that is not HTML', async () => {
    const answers: [number, string, string][] = [
      [400, 'text/plain', 'headline may not be set'],
      [200, 'text/html', '<x-card site="PL"></x-card>'],
      [200, 'text/html', FRAGMENT.replaceAll('x-card', 'y-card')],
      [200, 'application/json', FRAGMENT],
    ];
    for (const [status, type, body] of answers) {
      handlerAnswers(body, status, type);
      expect(
        await redraw('x-card', '/fragments/x-card?site=PL', new AbortController().signal),
      ).toBeUndefined();
    }
  });
});

describe('swapIn', () => {
  it('puts the new drawing in place of the old one, keeping the same stylesheet link', async () => {
    handlerAnswers();
    const host = document.createElement('x-card');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML =
      '<link rel="stylesheet" href="/static/assets/x-card-1.css"><script type="application/json" data-sw-snapshot>{}</script><p class="title">Deutschland</p>';
    const link = root.querySelector('link');
    swapIn(host, root, (await redraw('x-card', '/fragments/x-card?site=PL', new AbortController().signal))!);
    expect(root.querySelector('link')).toBe(link);
    expect(root.querySelectorAll('p')).toHaveLength(1);
    expect(root.querySelector('p')?.textContent).toBe('Polska');
    expect(host.getAttribute('data-state')).toBe('shown');
  });
});
