/**
 * The loader's side of the country links keeping the page (docs/decisions/0063, docs/decisions/0068): the wait
 * for the visitor to reach for them. What decides where a link goes (`page-alternates.ts`) is a chunk of its own,
 * imported on the first sign that the visitor reaches for the element: a country link is never the first thing
 * reached, it sits in a list that is opened first. Nothing of it is loaded on a page view where nobody reaches for
 * the footer or the switcher.
 */

import { countryLinkOf } from './country-link.ts';

/** What `page-alternates.ts` gives the loader, typed here: it is imported only when needed. */
interface PageAlternates {
  followAlternates(root: ShadowRoot): () => void;
  countryLinkTarget(link: HTMLAnchorElement): string | undefined;
}

/** What comes before a country link's activation: the list is hovered, pressed, focused or opened first. */
const REACHING = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'toggle'] as const;

/**
 * Makes the country links inside `root` keep the page (`followAlternates`), loading that code when the visitor
 * first reaches for the element. A plain click or Enter on a link before it has arrived waits for it and then
 * goes where it says; a click that opens a new tab or window goes to the storefront's address then (a new tab
 * cannot be opened later without a pop-up blocker stepping in). Returns the function that stops it.
 */
export function keepPageOnCountryLinks(root: ShadowRoot): () => void {
  let stopFollowing: (() => void) | undefined;
  let stopped = false;
  let loading: Promise<PageAlternates> | undefined;
  const unlisten = () => {
    for (const type of REACHING) root.removeEventListener(type, reach, true);
  };
  // Once: a failed import is not tried again on this page, the links keep their storefronts' addresses.
  function reach(): Promise<PageAlternates> {
    unlisten();
    if (!loading) {
      loading = import('./page-alternates.ts').then((alternates) => {
        if (!stopped) stopFollowing = alternates.followAlternates(root);
        return alternates;
      });
      loading.catch(() => {});
    }
    return loading;
  }
  // A link activated before the code arrived: followed once it has, to where it then says.
  const early = (event: Event) => {
    const mouse = event as MouseEvent;
    if (stopFollowing || event.defaultPrevented || mouse.button || mouse.ctrlKey || mouse.metaKey) return;
    if (mouse.shiftKey || mouse.altKey) return;
    const link = countryLinkOf(event);
    if (!link || (link.target && link.target !== '_self')) return;
    event.preventDefault();
    const href = link.href;
    reach().then(
      (alternates) => location.assign(alternates.countryLinkTarget(link) ?? href),
      () => location.assign(href),
    );
  };
  for (const type of REACHING) root.addEventListener(type, reach, { capture: true, passive: true });
  root.addEventListener('click', early);
  return () => {
    stopped = true;
    unlisten();
    root.removeEventListener('click', early);
    stopFollowing?.();
  };
}
