import { attributeName, type AttributeTypes } from '../attributes.ts';
import { fragmentUrlRule } from '../placement.ts';
import { changedByVisitor, SNAPSHOT_ATTRIBUTE, type DrawnWith, type VisitorRecord } from './server-html.ts';

/*
 * A change before React, drawn by the server that drew the element: the loader asks the fragment handler the
 * element came from for the element with its attributes now, and puts the answer's nodes in place of the old
 * drawing, before any of the element's code has arrived. Loaded with the first such change only.
 */

/** How long a redraw may take before the element's own code draws the change instead. */
const REDRAW_TIMEOUT_MS = 3_000;

/** What the server's answer holds: the new drawing's nodes, its snapshot's text and the host's state. */
interface Redrawn {
  nodes: Node[];
  snapshot: string;
  /** The host's `data-state` in the answer (the footer's), if it names one. */
  state: string | null;
}

/** A change to draw: the element, what it was drawn with, and the visitor's record of it. */
export interface RedrawRequest {
  tag: string;
  host: HTMLElement;
  root: ShadowRoot;
  attributes: AttributeTypes;
  /** The language the element draws in now (its `lang`, else the page's). */
  language: string;
  drawn: DrawnWith & { source: NonNullable<DrawnWith['source']> };
  visitor: VisitorRecord;
  signal: AbortSignal;
}

/**
 * Draws the element with its attributes now by its fragment handler, in place of the server's first drawing;
 * returns the new snapshot's text, or undefined when the element's own code must draw the change (a URL may not
 * carry an attribute, the handler refused or failed, the visitor is at work in the element: its nodes are theirs).
 */
export async function redrawElement(request: RedrawRequest): Promise<string | undefined> {
  const { tag, host, root, drawn, visitor, signal } = request;
  const query = fragmentQuery(request);
  if (!query || inUse(root, visitor)) return undefined;
  if (drawn.platform !== 'any') query.set('platform', drawn.platform);
  const address = fragmentAddress(tag, drawn.source.path, query);
  const redrawn = address === undefined ? undefined : await redraw(tag, address, signal);
  if (!redrawn || signal.aborted || inUse(root, visitor)) return undefined;
  visitor.stop();
  swapIn(host, root, redrawn);
  return redrawn.snapshot;
}

/** Whether the visitor is at work in the element: a focus, a field left or changed, a button, an open list. */
function inUse(root: ShadowRoot, visitor: VisitorRecord): boolean {
  return (
    root.activeElement !== null ||
    visitor.left.size > 0 ||
    visitor.pressed !== undefined ||
    root.querySelector('details[open]') !== null ||
    [...root.querySelectorAll<HTMLInputElement>('input, textarea, select')].some(changedByVisitor)
  );
}

/**
 * The element's attributes as a fragment URL writes them (a boolean on as `name=`), and the language it draws in;
 * undefined when a URL may not carry one of them (`fragmentUrlRule`: free text the handler does not take, one
 * visitor's own).
 */
function fragmentQuery({ host, attributes, language, drawn }: RedrawRequest): URLSearchParams | undefined {
  const query = new URLSearchParams();
  for (const [property, type] of Object.entries(attributes)) {
    const name = attributeName(property);
    const value = host.getAttribute(name);
    if (value === null) continue;
    const rule = fragmentUrlRule(name, type.kind);
    if (rule === 'never' || (rule === 'when-allowed' && !drawn.source.allows.includes(name)))
      return undefined;
    query.set(name, type.kind === 'boolean' ? '' : value);
  }
  query.set('lang', host.getAttribute('lang') ?? language);
  return query;
}

/**
 * The fragment's address for the element's attributes now (`query`), under the handler's path (`source`): a path
 * on the page's own origin only, whatever the snapshot says; undefined for any other.
 * @internal Test seam: the address rule as a table, without a page.
 */
export function fragmentAddress(tag: string, source: string, query: URLSearchParams): string | undefined {
  if (!/^\/(?!\/)/.test(source) || !source.endsWith('/')) return undefined;
  return `${source}${tag}?${query.toString()}`;
}

/** The top-level children of a fragment's declarative shadow root, parsed inert (nothing runs, nothing loads). */
function read(tag: string, html: string): Redrawn | undefined {
  const template = document.createElement('template');
  template.innerHTML = html;
  const element = template.content.firstElementChild;
  if (element?.localName !== tag) return undefined;
  // Parsed by `innerHTML`, the declarative shadow root stays a <template>; a bare tag (no content) has none.
  const drawn = [...element.children].find(
    (child): child is HTMLTemplateElement => child instanceof HTMLTemplateElement,
  );
  const script = [...(drawn?.content.children ?? [])].find((child) => child.hasAttribute(SNAPSHOT_ATTRIBUTE));
  if (!drawn || !script) return undefined;
  return {
    nodes: [...drawn.content.childNodes],
    snapshot: script.textContent ?? '',
    state: element.getAttribute('data-state'),
  };
}

/**
 * Asks for the element's drawing at `address`; undefined when there is none to have in time (a refusal, a
 * failure, a bare tag, an answer that is not the element's): the element's code then draws the change itself.
 * @internal Test seam: an answer's reading, without an element.
 */
export async function redraw(
  tag: string,
  address: string,
  signal: AbortSignal,
): Promise<Redrawn | undefined> {
  // The caller's cancel (a newer change, the visitor reaching for the element) or the time-out, whichever first.
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop);
  const timer = setTimeout(stop, REDRAW_TIMEOUT_MS);
  try {
    const answer = await fetch(address, {
      credentials: 'omit',
      headers: { Accept: 'text/html' },
      signal: controller.signal,
    });
    if (!answer.ok || !answer.headers.get('Content-Type')?.startsWith('text/html')) return undefined;
    return read(tag, await answer.text());
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/**
 * Puts a redrawing in place of the old one, keeping the old stylesheet link when it is the same file (a new link
 * element would load it again and show the element unstyled for a frame).
 * @internal Test seam: the swap on a bare shadow root.
 */
export function swapIn(host: HTMLElement, root: ShadowRoot, { nodes, state }: Redrawn): void {
  const isLink = (node: Node): node is HTMLLinkElement =>
    node instanceof HTMLLinkElement && node.rel === 'stylesheet';
  const kept = [...root.children].find(isLink);
  const replacement = nodes.find(isLink);
  const drawn =
    kept && replacement && kept.getAttribute('href') === replacement.getAttribute('href')
      ? [kept, ...nodes.filter((node) => node !== replacement)]
      : nodes;
  root.replaceChildren(...drawn);
  if (state === null) host.removeAttribute('data-state');
  else host.setAttribute('data-state', state);
}
