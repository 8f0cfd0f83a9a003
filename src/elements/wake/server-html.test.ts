import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw.ts';
import { siteAttribute } from '../attributes.ts';
import { defineElements, lazyElement } from '../define.ts';
import type { ElementModule, ServerRender } from '../element-module.ts';
import { resetPageRegistryForTests } from '../registry.ts';
import { TYPING_PAUSE_MS } from '../when-needed.ts';
import { recordVisitor, serverSnapshotText, SNAPSHOT_ATTRIBUTE, whenIntent } from './server-html.ts';

vi.mock('../../session/session.ts', () => ({ acquireSession: () => () => {} }));

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-platform');
  resetPageRegistryForTests();
});

const SNAPSHOT = '{"language":"en","platform":"classic","documents":{}}';

/** A host with a server render in its shadow root, as the parser leaves a declarative shadow root. */
function serverRendered(tag: string, platform?: string, snapshot = SNAPSHOT) {
  const host = document.createElement(tag);
  const root = host.attachShadow({ mode: 'open' });
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute(SNAPSHOT_ATTRIBUTE, '');
  if (platform) script.setAttribute('data-platform', platform);
  script.textContent = snapshot;
  const form = document.createElement('form');
  form.innerHTML = '<input name="email"><button type="button">Open</button>';
  const link = document.createElement('a');
  link.href = '/x';
  root.append(script, form, link);
  return { host, root, form, link };
}

let count = 0;

function defineServerRendered() {
  const tag = `ssr-element-${++count}`;
  const hydrated: ServerRender<{ site: string }>[] = [];
  const module: ElementModule<{ site: string }> = {
    mount: () => ({ update: () => {}, unmount: () => {} }),
    hydrate(_target, server) {
      hydrated.push(server);
      return { update: () => {}, unmount: () => {} };
    },
  };
  const load = vi.fn(() => Promise.resolve(module as never));
  const warm = vi.fn();
  defineElements({ [tag]: lazyElement({ tag, attributes: { site: siteAttribute() }, load, warm }) });
  return { tag, load, warm, hydrated };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a server-rendered element', () => {
  it('keeps its declarative shadow root and loads no code until the visitor reaches for it', async () => {
    document.documentElement.setAttribute('data-platform', 'classic');
    const { tag, load, hydrated } = defineServerRendered();
    const { host, root, form, link } = serverRendered(tag, 'classic');
    const nodes = [...root.childNodes];
    document.body.append(host);
    await settle();
    expect(host.shadowRoot).toBe(root);
    expect([...root.childNodes]).toEqual(nodes);
    expect(load).not.toHaveBeenCalled();
    // The server's stylesheet link holds the host styles: adopted too, they would override the kit's.
    expect(root.adoptedStyleSheets).toEqual([]);

    // Hovering a link is not reaching for the element; focusing its field is.
    link.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    // A text field: its code comes in a pause of the typing.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(hydrated).toHaveLength(1);
    expect(hydrated[0]!.snapshot).toBe(SNAPSHOT);
  });

  it('takes over server HTML put into its empty root after it connected, as the parser’s, and mounts nothing', async () => {
    document.documentElement.setAttribute('data-platform', 'classic');
    const { tag, load, hydrated } = defineServerRendered();
    // Connected bare, out of view (a React framework's client navigation renders the tag first).
    const host = document.createElement(tag);
    document.body.append(host);
    await settle();
    const root = host.shadowRoot!;
    expect(root.childNodes).toHaveLength(0);
    // Then the framework puts the server's drawing into the root, before the element's code was asked for.
    const drawn = serverRendered('div', 'classic');
    root.append(...drawn.root.childNodes);
    await settle();
    expect(load).not.toHaveBeenCalled();
    // The drawing's stylesheet holds the host styles: the copy adopted for the bare element goes.
    expect(root.adoptedStyleSheets).toEqual([]);
    // Reached for, it hydrates those nodes, as a server-rendered element does.
    root.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    await vi.waitFor(() => expect(hydrated).toHaveLength(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrated[0]!.snapshot).toBe(SNAPSHOT);
  });

  it('starts what the node reached for needs with its chunk (warm), and nothing of it when the screen woke it', async () => {
    document.documentElement.setAttribute('data-platform', 'classic');
    const reached = defineServerRendered();
    const { host, form } = serverRendered(reached.tag, 'classic');
    document.body.append(host);
    const input = form.querySelector('input')!;
    input.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(reached.warm.mock.calls).toEqual([[input]]);
    await vi.waitFor(() => expect(reached.load).toHaveBeenCalledTimes(1));

    const redrawn = defineServerRendered();
    document.documentElement.setAttribute('data-platform', 'mobile');
    document.body.append(serverRendered(redrawn.tag, 'classic').host);
    await settle();
    expect(redrawn.load).toHaveBeenCalledTimes(1);
    expect(redrawn.warm).not.toHaveBeenCalled();
  });

  it('evaluates its code in a pause of the typing when reached for in a text field, at once on a button', async () => {
    vi.useFakeTimers();
    try {
      document.documentElement.setAttribute('data-platform', 'classic');
      const typing = defineServerRendered();
      const { host, form } = serverRendered(typing.tag, 'classic');
      document.body.append(host);
      const input = form.querySelector('input')!;
      const key = () => input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true }));
      input.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      expect(typing.warm.mock.calls).toEqual([[input]]);
      await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 50);
      key();
      await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 50);
      key();
      await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 50);
      expect(typing.load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(50);
      expect(typing.load).toHaveBeenCalledTimes(1);
      key();
      await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
      expect(typing.load).toHaveBeenCalledTimes(1);

      const pressing = defineServerRendered();
      const other = serverRendered(pressing.tag, 'classic');
      document.body.append(other.host);
      other.form
        .querySelector('button')!
        .dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
      expect(pressing.load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes over at once when the server drew for another platform than this screen’s', async () => {
    document.documentElement.setAttribute('data-platform', 'mobile');
    const { tag, load } = defineServerRendered();
    const { host } = serverRendered(tag, 'classic');
    document.body.append(host);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes over at once when the page changes an attribute the server drew with', async () => {
    document.documentElement.setAttribute('data-platform', 'classic');
    const { tag, load } = defineServerRendered();
    const { host } = serverRendered(tag, 'classic');
    document.body.append(host);
    await settle();
    expect(load).not.toHaveBeenCalled();
    host.setAttribute('site', 'AT');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe('whose snapshot says what it was drawn with', () => {
    const DRAWN_AT = '{"language":"de-AT","platform":"classic","attributes":{"site":"AT"},"documents":{}}';

    function drawnFor(site: string) {
      document.documentElement.setAttribute('data-platform', 'classic');
      const element = defineServerRendered();
      const { host, form } = serverRendered(element.tag, 'classic', DRAWN_AT);
      host.setAttribute('site', site);
      return { ...element, host, form };
    }

    it('waits while its attributes are the ones the server drew with, and after changes set back', async () => {
      const { host, load } = drawnFor('AT');
      document.body.append(host);
      await settle();
      host.setAttribute('site', 'AT');
      // Changed and set back in one task, as a framework setting properties may.
      host.setAttribute('site', 'PL');
      host.setAttribute('site', 'AT');
      await settle();
      expect(load).not.toHaveBeenCalled();
      host.setAttribute('site', 'PL');
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('takes over at once when an attribute differs from the server’s at the upgrade, drawing the server’s first', async () => {
      const { host, load, hydrated } = drawnFor('PL');
      document.body.append(host);
      await settle();
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(hydrated[0]!.drawn).toMatchObject({ site: 'AT', language: 'de-AT' });
    });

    describe('from a fragment handler', () => {
      const FROM_HANDLER =
        '{"language":"de-AT","platform":"classic","attributes":{"site":"AT"},"source":{"path":"/fragments/","allows":[]},"documents":{}}';
      const answer = (tag: string, site: string) =>
        `<${tag} site="${site}"><template shadowrootmode="open">` +
        `<script type="application/json" ${SNAPSHOT_ATTRIBUTE}>` +
        `{"language":"pl-PL","platform":"classic","attributes":{"site":"${site}","lang":"pl-PL"},"source":{"path":"/fragments/","allows":[]},"documents":{}}` +
        `</script><form><input name="email"></form><p>${site}</p></template></${tag}>`;

      function handled() {
        document.documentElement.setAttribute('data-platform', 'classic');
        const element = defineServerRendered();
        const { host, root } = serverRendered(element.tag, 'classic', FROM_HANDLER);
        host.setAttribute('site', 'AT');
        return { ...element, host, root };
      }

      it('draws a change before React with the handler’s new drawing, loading no code', async () => {
        const { tag, host, root, load } = handled();
        const asked: string[] = [];
        server.use(
          http.get('*/fragments/:tag', ({ request }) => {
            asked.push(new URL(request.url).search);
            return new HttpResponse(answer(tag, 'PL'), { headers: { 'Content-Type': 'text/html' } });
          }),
        );
        document.body.append(host);
        await settle();
        host.setAttribute('site', 'PL');
        await vi.waitFor(() => expect(root.querySelector('p')?.textContent).toBe('PL'));
        expect(asked).toEqual(['?site=PL&lang=pl-PL&platform=classic']);
        expect(root.querySelectorAll('form')).toHaveLength(1);
        expect(load).not.toHaveBeenCalled();
        // The new drawing is the one React will take over: reaching for it hydrates that one.
        root
          .querySelector('input')!
          .dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
        await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      });

      it('leaves a change to React when the handler refuses it, and when the visitor is at work in the element', async () => {
        const refused = handled();
        server.use(http.get('*/fragments/:tag', () => new HttpResponse('no', { status: 400 })));
        document.body.append(refused.host);
        await settle();
        refused.host.setAttribute('site', 'PL');
        await vi.waitFor(() => expect(refused.load).toHaveBeenCalledTimes(1));
        expect(refused.hydrated[0]?.drawn).toMatchObject({ site: 'AT' });

        const typing = handled();
        const asked = vi.fn();
        server.use(http.get('*/fragments/:tag', asked));
        document.body.append(typing.host);
        await settle();
        typing.root.querySelector('input')!.value = 'ann@';
        typing.host.setAttribute('site', 'PL');
        await vi.waitFor(() => expect(typing.load).toHaveBeenCalledTimes(1));
        expect(asked).not.toHaveBeenCalled();
      });
    });

    it('takes over at once with the field the visitor focused before the script ran', async () => {
      // The page's HTML works before any script: the host is there, not yet upgraded, when the visitor acts.
      const { host, form } = serverRendered(`ssr-element-${count + 1}`, 'classic', DRAWN_AT);
      host.setAttribute('site', 'AT');
      document.body.append(host);
      const field = form.querySelector('input')!;
      field.focus();
      const late = defineServerRendered();
      expect(late.warm.mock.calls).toEqual([[field]]);
      await vi.waitFor(() => expect(late.load).toHaveBeenCalledTimes(1));
    });

    it('counts a field changed and left before the script ran as reached for and left', async () => {
      const { host, form } = serverRendered(`ssr-element-${count + 1}`, 'classic', DRAWN_AT);
      host.setAttribute('site', 'AT');
      document.body.append(host);
      const field = form.querySelector('input')!;
      field.value = 'not-an-email';
      const late = defineServerRendered();
      expect(late.warm.mock.calls).toEqual([[field]]);
      await vi.waitFor(() => expect(late.hydrated).toHaveLength(1));
      expect([...late.hydrated[0]!.visitor.left]).toEqual([field]);
    });
  });

  it('renders itself, as from the bare tag, when its shadow root holds no snapshot', async () => {
    const { tag, load, hydrated } = defineServerRendered();
    document.body.append(document.createElement(tag));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(hydrated).toHaveLength(0);
  });
});

describe('serverSnapshotText', () => {
  it('reads the snapshot only from a top-level script of the shadow root', () => {
    const { root } = serverRendered('x-a');
    expect(serverSnapshotText(root)).toBe(SNAPSHOT);
    const planted = document.createElement('x-b').attachShadow({ mode: 'open' });
    planted.innerHTML = `<div><script type="application/json" ${SNAPSHOT_ATTRIBUTE}>{}</script></div>`;
    expect(serverSnapshotText(planted)).toBeUndefined();
  });
});

describe('whenIntent', () => {
  it('starts once, on a press, a key, a focus or a hover of what takes input or runs a button', () => {
    const { host, root, form } = serverRendered('x-c');
    document.body.append(host);
    for (const [type, target] of [
      ['pointerdown', form.querySelector('button')!],
      ['keydown', form.querySelector('input')!],
      ['focusin', form.querySelector('input')!],
      ['pointerover', form.querySelector('button')!],
    ] as const) {
      const start = vi.fn();
      const cancel = whenIntent(root, start);
      target.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
      target.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
      expect(start, type).toHaveBeenCalledTimes(1);
      expect(start, type).toHaveBeenCalledWith(target);
      cancel();
    }
  });

  it('hears a focus that moves inside the shadow root, which never reaches the host', () => {
    const { host, root, form } = serverRendered('x-d');
    document.body.append(host);
    const start = vi.fn();
    whenIntent(root, start);
    const hostHeard = vi.fn();
    host.addEventListener('focusin', hostHeard);
    // Within one shadow root the retargeted event is stopped at the host (target and relatedTarget both it).
    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: false }));
    expect(hostHeard).not.toHaveBeenCalled();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for what works without React: a link pressed or hovered', () => {
    const { host, root, link } = serverRendered('x-e');
    document.body.append(host);
    const start = vi.fn();
    whenIntent(root, start);
    for (const type of ['pointerdown', 'pointerover', 'focusin', 'keydown'])
      link.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
    expect(start).not.toHaveBeenCalled();
  });
});

describe('recordVisitor', () => {
  it('holds a submit (no native one with the address in a URL) and notes fields left and the button pressed', () => {
    const { host, root, form } = serverRendered('x-d');
    document.body.append(host);
    const visitor = recordVisitor(root);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const input = form.querySelector('input')!;
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
    form.querySelector('button')!.click();
    expect(visitor.submitted).toBe(form);
    expect([...visitor.left]).toEqual([input]);
    expect(visitor.pressed).toBe(form.querySelector('button'));
    visitor.stop();
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

describe('recordVisitor’s email checks', () => {
  const fakeChecks = () => {
    const checks = { handOver: vi.fn(() => ({ email: 'invalid' })), stop: vi.fn() };
    return { checks, checkEarly: vi.fn(() => checks) };
  };

  it('start when the check arrives, with the fields left meanwhile but not one focused again', () => {
    const { host, root, form } = serverRendered('x-e');
    form.insertAdjacentHTML('beforeend', '<input name="other">');
    document.body.append(host);
    const visitor = recordVisitor(root);
    const [email, other] = form.querySelectorAll('input');
    for (const field of [email!, other!])
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
    other!.focus();
    const { checks, checkEarly } = fakeChecks();
    visitor.checkFields(checkEarly);
    visitor.checkFields(checkEarly);
    expect(checkEarly).toHaveBeenCalledTimes(1);
    expect(checkEarly).toHaveBeenCalledWith(root, [email]);
    expect(visitor.handOverChecks()).toEqual({ email: 'invalid' });
    visitor.stop();
    expect(checks.stop).toHaveBeenCalled();
  });

  it('never start once React took them over or the record stopped, and hand over nothing before', () => {
    for (const end of ['handOverChecks', 'stop'] as const) {
      const { host, root } = serverRendered(`x-${end.toLowerCase()}`);
      document.body.append(host);
      const visitor = recordVisitor(root);
      if (end === 'handOverChecks') expect(visitor.handOverChecks()).toEqual({});
      else visitor.stop();
      const { checkEarly } = fakeChecks();
      visitor.checkFields(checkEarly);
      expect(checkEarly, end).not.toHaveBeenCalled();
    }
  });
});
