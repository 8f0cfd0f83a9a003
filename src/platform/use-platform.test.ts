import { describe, expect, it } from 'vitest';
import { hidesCountrySwitcher } from './use-platform.ts';

describe('hidesCountrySwitcher (SPEC §2: hidden on smartphone and tablet platforms)', () => {
  it.each([
    ['classic', '', false],
    ['classic', 'platform=desktop', false],
    ['tablet', '', true],
    ['mobile', '', true],
    ['classic', 'platform=smartphone', true],
    ['classic', 'a=1; platform=Tablet', true],
    ['classic', 'platform=match', false],
  ] as const)('platform %s with cookies "%s": hidden %s', (platform, cookies, hidden) => {
    expect(hidesCountrySwitcher(platform, cookies)).toBe(hidden);
  });
});
