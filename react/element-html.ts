/**
 * An element's HTML as `renderElement` and the fragment handler write it, split into what React renders: the tag,
 * its attributes, and the declarative shadow root's content (undefined for the bare tag, which draws itself in the
 * browser). Anything else is refused: this reads the renderer's own output, not HTML in general.
 */
export interface ElementParts {
  tag: string;
  attributes: Record<string, string>;
  /** The content of `<template shadowrootmode="open">`: the stylesheet link, the snapshot and the markup. */
  shadow: string | undefined;
  /** The stylesheet the shadow root links to, for the page to ask for it early. */
  stylesheet: string | undefined;
}

const OPEN_TAG = /^<([a-z][a-z0-9]*-[a-z0-9-]*)((?:\s[a-z][a-z0-9-]*(?:="[^"]*")?)*)>/;
const ATTRIBUTE = /\s([a-z][a-z0-9-]*)(?:="([^"]*)")?/g;
const TEMPLATE = '<template shadowrootmode="open">';
const STYLESHEET = /^<link rel="stylesheet" href="([^"]*)">/;

/** The renderer escapes `&`, `"`, `<` and `>` in a value; nothing else. */
function unescapeAttribute(value: string): string {
  return value.replace(/&(amp|quot|lt|gt);/g, (_entity, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : '>',
  );
}

function notElementHtml(html: string): TypeError {
  return new TypeError(
    `StorefrontElement: html must be one element as renderElement or the fragment handler writes it, not ${JSON.stringify(html.slice(0, 60))}`,
  );
}

export function splitElementHtml(html: string): ElementParts {
  const open = OPEN_TAG.exec(html);
  if (!open) throw notElementHtml(html);
  const tag = open[1]!;
  const attributes: Record<string, string> = {};
  for (const [, name, value] of open[2]!.matchAll(ATTRIBUTE))
    attributes[name!] = unescapeAttribute(value ?? '');
  const rest = html.slice(open[0].length);
  const close = `</${tag}>`;
  if (rest === close) return { tag, attributes, shadow: undefined, stylesheet: undefined };
  if (!rest.startsWith(TEMPLATE) || !rest.endsWith(`</template>${close}`)) throw notElementHtml(html);
  const shadow = rest.slice(TEMPLATE.length, -`</template>${close}`.length);
  const stylesheet = STYLESHEET.exec(shadow)?.[1];
  return {
    tag,
    attributes,
    shadow,
    stylesheet: stylesheet === undefined ? undefined : unescapeAttribute(stylesheet),
  };
}
