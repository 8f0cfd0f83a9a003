import { describe, expect, it } from 'vitest';
import { fnv1a64 } from './hash.ts';

describe('fnv1a64', () => {
  it('gives the published FNV-1a 64-bit values', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('hashes the UTF-8 bytes, so texts that differ in one character differ', () => {
    expect(fnv1a64('Größe')).not.toBe(fnv1a64('Grösse'));
    expect(fnv1a64('€')).toMatch(/^[0-9a-f]{16}$/);
  });
});
