// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fragmentUrlParameters, readFragmentRequest } from './fragment-request.ts';

/**
 * A value each parameter takes: `lang` and `platform` have their own; for an attribute an empty value does (a
 * boolean's `name=`, an enumeration's or a text's default), so only the rule can refuse it.
 */
const VALUES: Readonly<Record<string, string>> = { lang: 'de-AT', platform: 'mobile' };

const TAGS = ['shop-footer', 'country-switcher', 'newsletter-signup'];

/** Whether some element's fragment URL takes `name`, given the host's `allowed` list. */
function takenBySome(name: string, allowed: readonly string[]): boolean {
  const query = new URLSearchParams([[name, VALUES[name] ?? '']]);
  return TAGS.some((tag) => 'key' in readFragmentRequest(tag, query, new Set(allowed)));
}

describe('fragmentUrlParameters: what the fragments guide lists is what readFragmentRequest takes', () => {
  const { always, whenAllowed, never, maxTextLength } = fragmentUrlParameters();

  it('takes every name listed under always, with no host listing', () => {
    for (const name of always) expect(takenBySome(name, []), name).toBe(true);
  });

  it('takes a name listed under when-allowed only once the host lists it, and no longer than the limit', () => {
    for (const name of whenAllowed) {
      expect(takenBySome(name, []), name).toBe(false);
      expect(takenBySome(name, [name]), name).toBe(true);
    }
    const query = (length: number) => new URLSearchParams([['headline', 'x'.repeat(length)]]);
    const allowed = new Set(['headline']);
    expect('key' in readFragmentRequest('newsletter-signup', query(maxTextLength), allowed)).toBe(true);
    expect(readFragmentRequest('newsletter-signup', query(maxTextLength + 1), allowed)).toMatchObject({
      code: 'too-long',
    });
  });

  it('never takes a name listed under never, even listed by the host', () => {
    for (const name of never) expect(takenBySome(name, [name]), name).toBe(false);
  });

  it('lists each name once, under one rule', () => {
    const all = [...always, ...whenAllowed, ...never];
    expect(new Set(all).size).toBe(all.length);
    expect(always).toEqual(expect.arrayContaining(['lang', 'platform']));
  });
});
