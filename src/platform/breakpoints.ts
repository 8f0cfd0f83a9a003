/**
 * The breakpoints of the shop's layout, in px: each is the widest viewport of its range (xs is up to 374 px wide,
 * s up to 667 px, ...). This file is the one source: TypeScript imports it, and CSS reaches it through the
 * custom media queries `(--from-NAME)` and `(--to-NAME)` that the Vite plugin `breakpointMedia` replaces
 * at build time (see vite.config.ts).
 */
export const BREAKPOINTS = {
  xs: 374,
  s: 667,
  m: 767,
  l: 979,
  xl: 1023,
  xxl: 1279,
  '3xl': 1439,
  '4xl': 1919,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS;

/**
 * Where a range starts when that is not just past its lower neighbour: the layout's top rule makes 4xl apply
 * "from 1279 upward" (the xxl value), not from 1920.
 */
const APPLIES_FROM: Partial<Record<BreakpointName, number>> = { '4xl': BREAKPOINTS.xxl };

/** `(--to-m)`: viewports no wider than the m range; `(--from-m)`: viewports wider than it. */
export function mediaQuery(kind: 'from' | 'to', name: BreakpointName): string {
  const px = BREAKPOINTS[name];
  if (kind === 'to') return `(max-width: ${px}px)`;
  return `(min-width: ${APPLIES_FROM[name] ?? px + 1}px)`;
}

/**
 * The newsletter block's layouts by its own width (px): from `stacked` its image shows above the text, from `beside`
 * it shows beside it at 273x273, from `large` at 400x300 (the widths where the text column keeps 20rem beside it: the
 * block's flex line wraps the text below an image that leaves it less). Below
 * `stacked` (a phone, a narrow column) it shows no image.
 * @internal Test seam: the browser tests check the image at each width; CSS reads these through `(--image-…)`.
 */
export const NEWSLETTER_WIDTHS = { stacked: 480, beside: 680, large: 816 } as const;

const NAMED_MEDIA: Record<string, string> = {
  'image-stacked': `(min-width: ${NEWSLETTER_WIDTHS.stacked}px)`,
  'image-beside': `(min-width: ${NEWSLETTER_WIDTHS.beside}px)`,
  'image-large': `(min-width: ${NEWSLETTER_WIDTHS.large}px)`,
};

/**
 * The container every element lays itself out by: its host (and the footer's newsletter block, which has a width
 * of its own). `@container (--to-s)` in a widget's CSS queries it.
 * @internal Test seam: the tests check the rules written for it.
 */
export const ELEMENT_CONTAINER = 'sw-element';

/**
 * The browsers that lay an element out by its own width: container queries, and `contain-intrinsic-inline-size`,
 * without which a container that the page sizes by its content (a flex item, an inline block) has no width at all.
 * The others (Chrome before 105, Firefox before 110, Safari before 17) keep the layout by the window's width.
 * @internal Test seam: the tests check the rules written behind it.
 */
export const ELEMENT_QUERIES = '((container-type:inline-size) and (contain-intrinsic-inline-size:1px))';

/**
 * The host styles that make an element a container: where the page gives it no width (a flex item, an inline block,
 * a float) it is 20rem wide, the narrowest it is drawn for, instead of nothing.
 */
export const ELEMENT_CONTAINER_CSS =
  `@supports ${ELEMENT_QUERIES}{:host{container:${ELEMENT_CONTAINER}/inline-size;` +
  'contain-intrinsic-inline-size:20rem}}';

const RANGE_MEDIA = /\(--(from|to)-([a-z0-9]+)\)/g;
const NAMED_MEDIA_PATTERN = /\(--(image-[a-z]+)\)/g;
const ELEMENT_QUERIES_PATTERN = /\(--element-queries\)/g;
const CONTAINER_NAME_PATTERN = /container:\s*--element-container\b/g;
const CONTAINER_RULE = /@container\s+((?:\(--[a-z0-9-]+\)(?:\s+and\s+)?)+)\s*\{/g;

function resolveQueries(query: string, source: string): string {
  return query
    .replace(RANGE_MEDIA, (_match, kind: 'from' | 'to', name: string) => {
      if (!(name in BREAKPOINTS)) {
        throw new Error(`${source}: unknown breakpoint "${name}" in (--${kind}-${name})`);
      }
      return mediaQuery(kind, name as BreakpointName);
    })
    .replace(NAMED_MEDIA_PATTERN, (_match, name: string) => {
      const resolved = NAMED_MEDIA[name];
      if (!resolved) throw new Error(`${source}: unknown media query (--${name})`);
      return resolved;
    });
}

/** The index just past the `}` that closes the block whose `{` ends just before `start`. */
function blockEnd(css: string, start: number, source: string): number {
  let depth = 1;
  for (let index = start; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}' && --depth === 0) return index + 1;
  }
  throw new Error(`${source}: an @container block is not closed`);
}

/**
 * Writes each `@container (--NAME) { … }` twice: as a query of the element's container, and for the browsers without
 * element queries ({@link ELEMENT_QUERIES}) as the same query of the window, so each rule is written once.
 */
function expandContainerRules(css: string, source: string): string {
  const rule = new RegExp(CONTAINER_RULE.source, 'g');
  let out = '';
  let last = 0;
  for (let match = rule.exec(css); match; match = rule.exec(css)) {
    const bodyStart = match.index + match[0].length;
    const end = blockEnd(css, bodyStart, source);
    const query = match[1]!.trim();
    const body = css.slice(bodyStart, end - 1);
    out +=
      css.slice(last, match.index) +
      `@container ${ELEMENT_CONTAINER} ${query} {${body}}` +
      `@supports not (--element-queries) {@media ${query} {${body}}}`;
    last = end;
    rule.lastIndex = end;
  }
  return out + css.slice(last);
}

/**
 * Replaces every `(--from-NAME)` / `(--to-NAME)` and named query (`(--image-beside)`) in a stylesheet, and makes each
 * `@container (--…)` rule a query of the element's own width with the window's as the fallback (see
 * {@link expandContainerRules}); `@supports (--element-queries)` is {@link ELEMENT_QUERIES}, and
 * `container: --element-container` names {@link ELEMENT_CONTAINER}. An unknown name is an error.
 */
export function resolveCustomMedia(css: string, source = 'stylesheet'): string {
  return resolveQueries(expandContainerRules(css, source), source)
    .replace(ELEMENT_QUERIES_PATTERN, ELEMENT_QUERIES)
    .replace(CONTAINER_NAME_PATTERN, `container: ${ELEMENT_CONTAINER}`);
}
