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

/** The newsletter form's images switch at 767 and 1024 px, beside the ranges above. */
const NAMED_MEDIA = {
  'form-image-small': '(min-width: 767px)',
  'form-image-large': '(min-width: 1024px)',
} as const;

const RANGE_MEDIA = /\(--(from|to)-([a-z0-9]+)\)/g;
const NAMED_MEDIA_PATTERN = /\(--(form-image-[a-z]+)\)/g;

/**
 * Replaces every `(--from-NAME)` / `(--to-NAME)` and named query (`(--form-image-small)`) in a stylesheet;
 * an unknown name is an error.
 */
export function resolveCustomMedia(css: string, source = 'stylesheet'): string {
  return css
    .replace(RANGE_MEDIA, (_match, kind: 'from' | 'to', name: string) => {
      if (!(name in BREAKPOINTS)) {
        throw new Error(`${source}: unknown breakpoint "${name}" in (--${kind}-${name})`);
      }
      return mediaQuery(kind, name as BreakpointName);
    })
    .replace(NAMED_MEDIA_PATTERN, (_match, name: string) => {
      const query = NAMED_MEDIA[name as keyof typeof NAMED_MEDIA];
      if (!query) throw new Error(`${source}: unknown media query (--${name})`);
      return query;
    });
}
