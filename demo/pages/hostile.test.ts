// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HOSTILE_CASES, hostilePage } from './hostile.ts';

describe('the hostile host pages', () => {
  it.each(HOSTILE_CASES)(
    'builds /hostile/%s with the bundle and the widgets, under the strict policy',
    (name) => {
      const page = hostilePage(name)!;
      expect(page.html).toContain('<script type="module" src="/static/storefront-widgets.js"></script>');
      expect(page.html).toMatch(/<newsletter-signup[\s>]/);
      // No inline script or style: the pages run under script-src 'self' and style-src 'self'.
      expect(page.html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(page.html).not.toMatch(/<style|\sstyle=/);
    },
  );

  it('adds Trusted Types to the policy of the trusted-types page only', () => {
    expect(hostilePage('trusted-types')?.cspAdditions).toBe(
      "require-trusted-types-for 'script'; trusted-types 'none'",
    );
    for (const name of HOSTILE_CASES.filter((name) => name !== 'trusted-types')) {
      expect(hostilePage(name)?.cspAdditions).toBeUndefined();
    }
  });

  it('loads the host globals with a classic script (it runs before the module bundle), and knows no other page', () => {
    const html = hostilePage('globals')!.html;
    expect(html).toContain('<script src="/demo/hostile/globals.js"></script>');
    expect(hostilePage('nope')).toBeUndefined();
    expect(hostilePage('constructor')).toBeUndefined();
  });
});
