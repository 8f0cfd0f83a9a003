import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  ELEMENT_CONTAINER,
  ELEMENT_CONTAINER_CSS,
  ELEMENT_QUERIES,
  mediaQuery,
  NEWSLETTER_WIDTHS,
  resolveCustomMedia,
} from './breakpoints.ts';

describe('BREAKPOINTS', () => {
  it('holds the px values xs 374 to 4xl 1919', () => {
    expect(BREAKPOINTS).toEqual({
      xs: 374,
      s: 667,
      m: 767,
      l: 979,
      xl: 1023,
      xxl: 1279,
      '3xl': 1439,
      '4xl': 1919,
    });
  });
});

describe('mediaQuery', () => {
  it('makes a "to" query that includes the breakpoint itself', () => {
    expect(mediaQuery('to', 'm')).toBe('(max-width: 767px)');
    expect(mediaQuery('to', '3xl')).toBe('(max-width: 1439px)');
  });

  it('makes a "from" query that starts one px above the breakpoint', () => {
    expect(mediaQuery('from', 'm')).toBe('(min-width: 768px)');
    expect(mediaQuery('from', 'xxl')).toBe('(min-width: 1280px)');
  });

  it('makes 4xl apply from 1279 upward, as the top rule of the layout says, not from 1920', () => {
    expect(mediaQuery('from', '4xl')).toBe('(min-width: 1279px)');
    expect(mediaQuery('to', '4xl')).toBe('(max-width: 1919px)');
  });
});

describe('resolveCustomMedia', () => {
  it('replaces every (--from-NAME) and (--to-NAME) in a stylesheet', () => {
    const css =
      '@media (--to-m) { a { color: red } } @media (--from-xl) and (--to-4xl) { b { color: blue } }';
    expect(resolveCustomMedia(css)).toBe(
      '@media (max-width: 767px) { a { color: red } } ' +
        '@media (min-width: 1024px) and (max-width: 1919px) { b { color: blue } }',
    );
  });

  it('leaves a stylesheet without custom media untouched', () => {
    const css = '@media (min-width: 500px) { a { --to-m: 1px } }';
    expect(resolveCustomMedia(css)).toBe(css);
  });

  it('throws on an unknown breakpoint, naming the source and the query', () => {
    expect(() => resolveCustomMedia('@media (--to-huge) {}', 'footer.css')).toThrow(
      'footer.css: unknown breakpoint "huge" in (--to-huge)',
    );
  });

  it('names the stylesheet generically when no source is given', () => {
    expect(() => resolveCustomMedia('@media (--from-xxs) {}')).toThrow(
      /^stylesheet: unknown breakpoint "xxs"/,
    );
  });
});

describe('named media queries', () => {
  it('resolves the newsletter image queries (NEWSLETTER_WIDTHS) and refuses unknown names', () => {
    expect(resolveCustomMedia('@media (--image-stacked) and (--image-large) {}')).toBe(
      `@media (min-width: ${NEWSLETTER_WIDTHS.stacked}px) and (min-width: ${NEWSLETTER_WIDTHS.large}px) {}`,
    );
    expect(() => resolveCustomMedia('@media (--image-huge) {}', 'x.css')).toThrow(
      'x.css: unknown media query (--image-huge)',
    );
  });
});

describe("rules by the element's own width", () => {
  it("writes an @container rule once for the element's container and once for the window, behind the support check", () => {
    expect(resolveCustomMedia('a{color:red}@container (--to-s) { a { color: blue } }b{}')).toBe(
      `a{color:red}@container ${ELEMENT_CONTAINER} (max-width: 667px) { a { color: blue } }` +
        `@supports not ${ELEMENT_QUERIES} {@media (max-width: 667px) { a { color: blue } }}b{}`,
    );
  });

  it('keeps what is nested inside the rule whole, and expands each rule of a stylesheet', () => {
    const css =
      '@container (--from-xxl) { @supports selector(::x) { a { b: c } } } @container (--image-beside) {d{e:f}}';
    const resolved = resolveCustomMedia(css);
    expect(resolved).toContain(
      `@container ${ELEMENT_CONTAINER} (min-width: 1280px) { @supports selector(::x) { a { b: c } } }`,
    );
    expect(resolved).toContain(`@media (min-width: 1280px) { @supports selector(::x) { a { b: c } } }}`);
    expect(resolved).toContain(
      `@container ${ELEMENT_CONTAINER} (min-width: ${NEWSLETTER_WIDTHS.beside}px) {d{e:f}}`,
    );
    expect(resolved.match(/@supports not/g)).toHaveLength(2);
  });

  it('names the support check and the container where a stylesheet asks for them', () => {
    expect(
      resolveCustomMedia(
        '@supports (--element-queries) { a { container: --element-container / inline-size } }',
      ),
    ).toBe(`@supports ${ELEMENT_QUERIES} { a { container: ${ELEMENT_CONTAINER} / inline-size } }`);
    expect(ELEMENT_CONTAINER_CSS).toBe(
      `@supports ${ELEMENT_QUERIES}{:host{container:${ELEMENT_CONTAINER}/inline-size;contain-intrinsic-inline-size:20rem}}`,
    );
  });

  it('refuses an unknown width or an unclosed rule, naming the stylesheet', () => {
    expect(() => resolveCustomMedia('@container (--to-huge) {}', 'x.css')).toThrow(
      'x.css: unknown breakpoint "huge"',
    );
    expect(() => resolveCustomMedia('@container (--to-s) { a {', 'x.css')).toThrow(
      'x.css: an @container block is not closed',
    );
  });
});
