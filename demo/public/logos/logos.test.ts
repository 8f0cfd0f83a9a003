// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { logoFileName } from '../../../widgets/shop-footer/logos.ts';
import { LOGO_SOURCES } from '../../../src/contract/footer.ts';

const dir = import.meta.dirname;
const expected = LOGO_SOURCES.map((source) => logoFileName(source));

describe('demo footer logos', () => {
  it.each(LOGO_SOURCES)('has a file for %s', (source) => {
    expect(existsSync(join(dir, logoFileName(source)))).toBe(true);
  });

  it('holds no other SVG files', () => {
    const svgs = readdirSync(dir).filter((name) => name.endsWith('.svg'));
    expect(svgs.sort()).toEqual([...expected].sort());
  });

  it.each(expected)('%s is a small, safe SVG badge', (file) => {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    expect(statSync(path).size).toBeLessThan(2048);
    expect(text.startsWith('<svg')).toBe(true);
    expect(text).toMatch(/<svg[^>]*\sviewBox="0 0 66 44"/);
    expect(text).toMatch(/<title>[^<]*\S[^<]*<\/title>/);
    expect(text).not.toMatch(/<script/i);
    expect(text).not.toMatch(/\son[a-z]+\s*=/i);
    expect(text).not.toMatch(/href/i);
    expect(text).not.toMatch(/@import/i);
  });
});
