import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, mediaQuery, resolveCustomMedia } from './breakpoints.ts';

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
  it('resolves the newsletter image queries (767 and 1024 px) and refuses unknown names', () => {
    expect(resolveCustomMedia('@media (--form-image-small) and (--form-image-large) {}')).toBe(
      '@media (min-width: 767px) and (min-width: 1024px) {}',
    );
    expect(() => resolveCustomMedia('@media (--form-image-huge) {}', 'x.css')).toThrow(
      'x.css: unknown media query (--form-image-huge)',
    );
  });
});
