import { afterEach, describe, expect, it } from 'vitest';
import {
  containsDeep,
  deepActiveElement,
  inertOutside,
  nextTabStop,
  tabbableElements,
} from './focus-trap.ts';

/** A container in the page with the given markup (test-only markup, written by the test itself). */
function mount(markup: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

/** A host element with an open shadow root holding the given markup. */
function shadowHost(markup: string, parent: Element | ShadowRoot = document.body) {
  const host = document.createElement('div');
  parent.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = markup;
  return { host, root };
}

const ids = (elements: Element[]) => elements.map((element) => element.id);

afterEach(() => {
  document.body.replaceChildren();
});

describe('deepActiveElement', () => {
  it('is the document active element in the light DOM', () => {
    const container = mount('<button id="a">A</button>');
    container.querySelector<HTMLButtonElement>('#a')?.focus();
    expect(deepActiveElement()?.id).toBe('a');
  });

  it('follows focus down through nested shadow roots', () => {
    const outer = shadowHost('<div id="middle"></div>');
    const middle = outer.root.getElementById('middle');
    if (!middle) throw new Error('no middle');
    const inner = shadowHost('<button id="deep">Deep</button>', middle);
    inner.root.getElementById('deep')?.focus();
    expect(document.activeElement).toBe(outer.host);
    expect(deepActiveElement()?.id).toBe('deep');
  });

  it('starts from a shadow root when given one', () => {
    const { root } = shadowHost('<button id="inside">Inside</button>');
    root.getElementById('inside')?.focus();
    expect(deepActiveElement(root)?.id).toBe('inside');
  });
});

describe('containsDeep', () => {
  it('finds a node inside a shadow root nested in the container', () => {
    const container = mount('<div id="holder"></div>');
    const holder = container.querySelector('#holder');
    if (!holder) throw new Error('no holder');
    const { root } = shadowHost('<span id="x"></span>', holder);
    expect(containsDeep(container, root.getElementById('x'))).toBe(true);
  });

  it('does not find a node outside the container', () => {
    const container = mount('<span></span>');
    const other = mount('<span id="other"></span>');
    expect(containsDeep(container, other.querySelector('#other'))).toBe(false);
  });
});

describe('tabbableElements', () => {
  it('lists links, buttons, form controls and tabindex 0 in document order', () => {
    const container = mount(`
      <a id="link" href="/x">x</a>
      <a id="no-href">no</a>
      <button id="button">b</button>
      <input id="input">
      <select id="select"><option>1</option></select>
      <textarea id="textarea"></textarea>
      <div id="div-0" tabindex="0">d</div>
      <div id="plain">p</div>
    `);
    expect(ids(tabbableElements(container))).toEqual([
      'link',
      'button',
      'input',
      'select',
      'textarea',
      'div-0',
    ]);
  });

  it('skips disabled controls, hidden inputs, tabindex -1, and hidden or inert subtrees', () => {
    const container = mount(`
      <button id="disabled" disabled>x</button>
      <input id="hidden-input" type="hidden">
      <button id="minus" tabindex="-1">x</button>
      <div hidden><button id="in-hidden">x</button></div>
      <div inert><button id="in-inert">x</button></div>
      <fieldset disabled><input id="in-disabled-fieldset"></fieldset>
      <button id="kept">x</button>
    `);
    expect(ids(tabbableElements(container))).toEqual(['kept']);
  });

  it('puts positive tabindex first, in ascending order', () => {
    const container = mount(`
      <button id="zero">0</button>
      <button id="two" tabindex="2">2</button>
      <button id="one" tabindex="1">1</button>
    `);
    expect(ids(tabbableElements(container))).toEqual(['one', 'two', 'zero']);
  });

  it('keeps one stop per radio group: the checked radio, else the first', () => {
    const container = mount(`
      <input id="a1" type="radio" name="a"><input id="a2" type="radio" name="a" checked>
      <input id="b1" type="radio" name="b"><input id="b2" type="radio" name="b">
    `);
    expect(ids(tabbableElements(container))).toEqual(['a2', 'b1']);
  });

  it('walks into open shadow roots of elements inside the container', () => {
    const container = mount(
      '<button id="before">b</button><div id="holder"></div><button id="after">a</button>',
    );
    const holder = container.querySelector('#holder');
    if (!holder) throw new Error('no holder');
    shadowHost('<input id="shadow-input">', holder);
    expect(ids(tabbableElements(container))).toEqual(['before', 'shadow-input', 'after']);
  });

  it('works from inside a shadow root', () => {
    const { root } = shadowHost(
      '<div id="dialog"><button id="one">1</button><a id="two" href="#">2</a></div>',
    );
    const dialog = root.getElementById('dialog');
    if (!dialog) throw new Error('no dialog');
    expect(ids(tabbableElements(dialog))).toEqual(['one', 'two']);
  });
});

describe('nextTabStop', () => {
  const setup = () =>
    mount('<button id="first">1</button><button id="middle">2</button><button id="last">3</button>');
  const byId = (container: Element, id: string) => container.querySelector(`#${id}`);

  it('moves forward to the next stop', () => {
    const container = setup();
    expect(nextTabStop(container, byId(container, 'first'), false)?.id).toBe('middle');
  });

  it('wraps from the last stop to the first', () => {
    const container = setup();
    expect(nextTabStop(container, byId(container, 'last'), false)?.id).toBe('first');
  });

  it('wraps backwards from the first stop to the last', () => {
    const container = setup();
    expect(nextTabStop(container, byId(container, 'first'), true)?.id).toBe('last');
  });

  it('enters at the first stop, or at the last going backwards, when focus is not on a stop', () => {
    const container = setup();
    expect(nextTabStop(container, container, false)?.id).toBe('first');
    expect(nextTabStop(container, null, true)?.id).toBe('last');
  });

  it('is null when the container has no stops', () => {
    const container = mount('<p>text</p>');
    expect(nextTabStop(container, null, false)).toBeNull();
  });
});

describe('inertOutside', () => {
  it('makes the siblings of the element and of its ancestors inert, and undoes exactly that', () => {
    const container = mount(`
      <header id="header"></header>
      <main id="main">
        <p id="sibling"></p>
        <div id="modal"></div>
      </main>
      <footer id="footer" inert></footer>
    `);
    const modal = container.querySelector('#modal');
    if (!modal) throw new Error('no modal');
    const release = inertOutside(modal);
    for (const id of ['header', 'sibling', 'footer']) {
      expect(container.querySelector(`#${id}`)?.hasAttribute('inert')).toBe(true);
    }
    expect(modal.hasAttribute('inert')).toBe(false);
    expect(container.querySelector('#main')?.hasAttribute('inert')).toBe(false);
    release();
    expect(container.querySelector('#header')?.hasAttribute('inert')).toBe(false);
    expect(container.querySelector('#sibling')?.hasAttribute('inert')).toBe(false);
    // It was inert before: it stays inert.
    expect(container.querySelector('#footer')?.hasAttribute('inert')).toBe(true);
  });

  it('stops at the shadow root and leaves the host page alone', () => {
    const pageContent = mount('<p id="page"></p>');
    const { root } = shadowHost('<button id="opener"></button><div id="modal"></div>');
    const modal = root.getElementById('modal');
    if (!modal) throw new Error('no modal');
    const release = inertOutside(modal);
    expect(root.getElementById('opener')?.hasAttribute('inert')).toBe(true);
    expect(pageContent.hasAttribute('inert')).toBe(false);
    release();
    expect(root.getElementById('opener')?.hasAttribute('inert')).toBe(false);
  });
});
