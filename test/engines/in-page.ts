/*
 * What the engines' tests run inside the page. Each function is sent to the browser as its source text (the
 * drivers serialize it), so it must be whole: no imports, no helpers from outside its own body.
 *
 * Elements are found by CSS through every open shadow root, and by role and accessible name. The role and the
 * name are worked out here, the same way in every engine, from the roles HTML gives its elements, `role`,
 * `aria-label`, `aria-labelledby`, `<label>`s and text: enough for the journeys' elements, not the whole ARIA name
 * computation. Whether the names a screen reader gets are right is axe's finding, which runs in each engine.
 */

/** A text to match: the exact text (spaces collapsed), or a regular expression's source and flags. */
export type SentMatch = { exact: string } | { source: string; flags: string };

/** A query as the page gets it (test/engines/driver.ts builds it from a `Query`). */
export interface SentQuery {
  css: string;
  role?: string;
  name?: SentMatch;
  text?: SentMatch;
  within?: SentQuery;
  nth?: number;
}

/** What `inPage` does with the element found. */
export type Action =
  | { kind: 'count' }
  | { kind: 'point' }
  | { kind: 'arm' }
  | { kind: 'rect' }
  | { kind: 'reveal' }
  | { kind: 'text' }
  | { kind: 'attribute'; name: string }
  | { kind: 'value' }
  | { kind: 'checked' }
  | { kind: 'focused' }
  | { kind: 'visible' }
  | { kind: 'open' }
  | { kind: 'focus'; select: boolean }
  | { kind: 'set-attribute'; name: string; value: string | null };

/** An element's centre in viewport coordinates, scrolled into view, and whether a press there reaches it. */
export interface Point {
  x: number;
  y: number;
  /** What is on top at that point when it is not the element or inside it (a tag and class), else null. */
  covered: string | null;
}

/**
 * Finds the elements `query` names and applies `action` to the one it picks (`nth`, else the first): the count
 * for `count`, null when there is none for the others.
 */
export function inPage({ query, action }: { query: SentQuery; action: Action }): unknown {
  const matches = (match: SentMatch | undefined, text: string): boolean => {
    if (!match) return true;
    const collapsed = text.replace(/\s+/g, ' ').trim();
    return 'exact' in match
      ? collapsed === match.exact
      : new RegExp(match.source, match.flags).test(collapsed);
  };

  /** Every element under `root`, into open shadow roots, in document order (a host's shadow tree first). */
  const everyElement = (root: ParentNode): Element[] => {
    const found: Element[] = [];
    const walk = (node: ParentNode) => {
      for (const child of node.children) {
        found.push(child);
        if (child.shadowRoot) walk(child.shadowRoot);
        walk(child);
      }
    };
    if (root instanceof Element && root.shadowRoot) walk(root.shadowRoot);
    walk(root);
    return found;
  };

  const roleOf = (element: Element): string | null => {
    const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
    if (explicit) return explicit;
    const tag = element.localName;
    if (tag === 'input') {
      const type = (element.getAttribute('type') ?? 'text').toLowerCase();
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'search') return 'searchbox';
      if (['text', 'email', 'tel', 'url', 'password', ''].includes(type)) return 'textbox';
      return null;
    }
    if (tag === 'a' || tag === 'area') return element.hasAttribute('href') ? 'link' : null;
    if (tag === 'select') return (element as HTMLSelectElement).multiple ? 'listbox' : 'combobox';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'img') return element.getAttribute('alt') === '' ? 'presentation' : 'img';
    const implicit: Record<string, string> = {
      button: 'button',
      textarea: 'textbox',
      dialog: 'dialog',
      footer: 'contentinfo',
      nav: 'navigation',
      ul: 'list',
      ol: 'list',
      li: 'listitem',
      form: 'form',
      main: 'main',
    };
    return implicit[tag] ?? null;
  };

  /** The text a name is made of: text nodes, and the names of images and labelled elements inside. */
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (node.hasAttribute('aria-label')) return ` ${node.getAttribute('aria-label')} `;
    if (node.localName === 'img') return ` ${node.getAttribute('alt') ?? ''} `;
    const children = node.shadowRoot ? [...node.shadowRoot.childNodes] : [...node.childNodes];
    return children.map(textOf).join('');
  };

  const nameOf = (element: Element): string => {
    const root = element.getRootNode() as Document | ShadowRoot;
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => root.getElementById(id))
        .map((label) => (label ? textOf(label) : ''))
        .join(' ');
    }
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return [...labels].map(textOf).join(' ');
    if (element.localName === 'img') return element.getAttribute('alt') ?? '';
    if (
      ['button', 'link', 'heading', 'dialog'].includes(roleOf(element) ?? '') ||
      element.localName === 'summary'
    ) {
      const text = textOf(element);
      if (text.trim() !== '') return text;
    }
    return element.getAttribute('title') ?? element.getAttribute('placeholder') ?? '';
  };

  /** Shown, and not hidden from assistive technology by an ancestor (across shadow boundaries). */
  const exposed = (element: Element): boolean => {
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    for (let node: Node | null = element; node;) {
      if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return false;
      node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
    }
    return true;
  };

  const find = (sent: SentQuery): Element[] => {
    let roots: ParentNode[] = [document];
    if (sent.within) {
      const scopes = find(sent.within);
      roots = scopes.length > 0 ? [scopes[0]!] : [];
    }
    const found = roots.flatMap((root) =>
      everyElement(root).filter(
        (element) =>
          element.matches(sent.css) &&
          (sent.role === undefined || (roleOf(element) === sent.role && exposed(element))) &&
          (sent.name === undefined || matches(sent.name, nameOf(element))) &&
          (sent.text === undefined || matches(sent.text, textOf(element))),
      ),
    );
    return sent.nth === undefined ? found : found.slice(sent.nth, sent.nth + 1);
  };

  const all = find(query);
  if (action.kind === 'count') return all.length;
  const element = all[0];
  if (!element) return null;
  /** The element with focus, followed into shadow roots. */
  const deepActive = () => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  };
  switch (action.kind) {
    case 'point': {
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const box = element.getBoundingClientRect();
      const x = Math.round(box.left + box.width / 2);
      const y = Math.round(box.top + box.height / 2);
      let top: Element | null = document.elementFromPoint(x, y);
      while (top?.shadowRoot) {
        const inner = top.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === top) break;
        top = inner;
      }
      let inside = false;
      for (let node: Node | null = top; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
        if (node === element) inside = true;
      }
      const covered = inside || !top ? null : `${top.localName}.${top.getAttribute('class') ?? ''}`;
      return { x, y, covered } satisfies Point;
    }
    case 'arm': {
      // Until the next press is read (pressLandedInPage): a click that does not reach this element (the page moved
      // under the press) is swallowed before anything else sees it, so that it neither opens nor follows anything.
      const page = window as unknown as PageWithPress;
      page.__storefrontWidgetsPress?.stop();
      const armed: ArmedPress = {
        clicked: false,
        landed: false,
        stop: () => removeEventListener('click', onClick, true),
      };
      const onClick = (event: Event) => {
        armed.clicked = true;
        if (event.composedPath().includes(element)) {
          armed.landed = true;
        } else {
          event.preventDefault();
          event.stopImmediatePropagation();
        }
      };
      addEventListener('click', onClick, true);
      page.__storefrontWidgetsPress = armed;
      return true;
    }
    case 'reveal':
    case 'rect': {
      if (action.kind === 'reveal') element.scrollIntoView({ block: 'start', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      return { x: box.left, y: box.top, width: box.width, height: box.height };
    }
    case 'text':
      return textOf(element).replace(/\s+/g, ' ').trim();
    case 'attribute':
      return element.getAttribute(action.name);
    case 'value':
      return (element as HTMLInputElement).value;
    case 'checked':
      return (element as HTMLInputElement).checked;
    case 'focused':
      return deepActive() === element;
    case 'visible':
      return element.checkVisibility({ visibilityProperty: true });
    case 'open': {
      // A summary asks about the `<details>` it opens.
      const details = element.localName === 'summary' ? element.parentElement : element;
      return (details as HTMLDetailsElement | null)?.open ?? false;
    }
    case 'focus':
      (element as HTMLElement).focus();
      if (action.select) (element as HTMLInputElement).select();
      return deepActive() === element;
    case 'set-attribute':
      if (action.value === null) element.removeAttribute(action.name);
      else element.setAttribute(action.name, action.value);
      return true;
  }
}

/** A press armed on an element: whether its click reached the element, and how to stop listening. */
interface ArmedPress {
  /** Whether a click came at all: on a page with scripting off, the page's listeners never hear one. */
  clicked: boolean;
  landed: boolean;
  stop(): void;
}

/** The page with the press it waits for (the `arm` action): a property each in-page function names itself. */
interface PageWithPress {
  __storefrontWidgetsPress?: ArmedPress;
}

/**
 * Whether the click armed last (the `arm` action) reached its element, and stops waiting for it; true on a page
 * that armed nothing (the press followed a link to a new page) and where no click was heard (scripting off: the
 * press cannot be told from here, and what it did shows in the page).
 */
export function pressLandedInPage(): boolean {
  const page = window as unknown as PageWithPress;
  const armed = page.__storefrontWidgetsPress;
  if (!armed) return true;
  armed.stop();
  delete page.__storefrontWidgetsPress;
  return armed.landed || !armed.clicked;
}

/** The element with focus, followed into shadow roots, as plain facts (null on the page's body). */
export function focusedInPage(): { tag: string; name: string | null; text: string } | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active || active === document.body) return null;
  return {
    tag: active.localName,
    name: active.getAttribute('name'),
    text: (active.textContent ?? '').replace(/\s+/g, ' ').trim(),
  };
}

/**
 * Starts collecting what a visitor's console would show as errors: uncaught errors, rejected promises nobody
 * handled, `console.error` calls and Content-Security-Policy violations, in `window.__engineProblems`. Installed
 * before the page's own scripts where the driver can (Chromium, Firefox), after the page loaded where it cannot
 * (WebKit over classic WebDriver).
 */
export function collectProblemsInPage(): void {
  const store = window as unknown as { __engineProblems?: string[] };
  if (store.__engineProblems) return;
  const problems: string[] = [];
  store.__engineProblems = problems;
  addEventListener('error', (event) => problems.push(`page error: ${event.message}`));
  addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${String(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
  );
  const error = console.error.bind(console);
  console.error = (...parts: unknown[]) => {
    problems.push(`console error: ${parts.map(String).join(' ')}`);
    error(...parts);
  };
}

/** What `collectProblemsInPage` collected since the last call, emptied. */
export function takeProblemsInPage(): string[] {
  const problems = (window as unknown as { __engineProblems?: string[] }).__engineProblems ?? [];
  return problems.splice(0, problems.length);
}

/**
 * Waits until the page looks as it will in a picture: fonts loaded, every image in view loaded (or failed), the
 * running animations finished, two frames drawn. Resolves to the addresses of the images in view still not loaded after `timeoutMs`. (`decode()`
 * is not used: it never settles for a lazily loaded image that never loads.)
 */
export async function stillInPage(timeoutMs: number): Promise<string[]> {
  await document.fonts.ready;
  const images: HTMLImageElement[] = [];
  const walk = (root: ParentNode) => {
    for (const element of root.querySelectorAll('*')) {
      if (element instanceof HTMLImageElement) images.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  const inView = images.filter((image) => {
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0;
  });
  const settled = (image: HTMLImageElement) =>
    image.complete
      ? Promise.resolve()
      : new Promise<void>((done) => {
          image.addEventListener('load', () => done(), { once: true });
          image.addEventListener('error', () => done(), { once: true });
        });
  // The animations running now (a modal rising into place) finished, too; one that never ends gives up with the images.
  const animations = document.getAnimations().map((animation) => animation.finished.catch(() => undefined));
  await Promise.race([
    Promise.all([...inView.map(settled), ...animations]),
    new Promise((done) => setTimeout(done, timeoutMs)),
  ]);
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return inView.filter((image) => !image.complete).map((image) => image.currentSrc || image.src);
}
