import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * A flat tag in a translated text: `<privacyLink>privacy notice</privacyLink>`.
 * @internal Test seam: the locale tests find the link tags of every text with it.
 */
export const LINK_TAG = /<([A-Za-z][\w-]*)>([^<]*)<\/\1>/g;

/**
 * A translated text whose flat tags are filled with the given elements: `<privacyLink>privacy notice</privacyLink>`
 * with `{ privacyLink: <a href="/privacy" /> }` renders the words inside the link. Nothing is parsed as HTML: the
 * text stays text, and a tag with no element given (or not closed) is shown as it is written, so a translator's
 * slip is visible, never markup. Tags do not nest; no translation needs it.
 */
export function LinkedText({
  text,
  links,
}: {
  text: string;
  links: Readonly<Record<string, ReactElement<{ children?: ReactNode }>>>;
}) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK_TAG)) {
    const [whole, name, words] = match;
    const element = Object.hasOwn(links, name!) ? links[name!] : undefined;
    if (!element) continue;
    parts.push(text.slice(from, match.index), cloneElement(element, { key: match.index }, words));
    from = match.index + whole.length;
  }
  parts.push(text.slice(from));
  return <Fragment>{parts}</Fragment>;
}
