import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../demo/backend/tokens.ts';
import { parseTokenClaims } from './token.ts';
import type { SessionTokenClaims } from './token.ts';

const HEADER = base64url('{"alg":"HS256","typ":"JWT"}');

function base64url(text: string | Uint8Array): string {
  return Buffer.from(text).toString('base64url');
}

/** A JWT-shaped token whose payload is `payload` as given (JSON text or raw bytes). */
function tokenWith(payload: string | Uint8Array): string {
  return `${HEADER}.${base64url(payload)}.c2lnbmF0dXJl`;
}

/** The result is undefined, or holds only valid claims of the right types. */
function expectValidShape(claims: SessionTokenClaims | undefined): void {
  if (claims === undefined) return;
  expect(typeof claims).toBe('object');
  for (const [key, value] of Object.entries(claims)) {
    expect(['exp', 'ren', 'lid']).toContain(key);
    if (key === 'lid') expect(typeof value === 'string' && value !== '').toBe(true);
    else expect(Number.isFinite(value)).toBe(true);
  }
}

describe('parseTokenClaims', () => {
  it('reads exp, ren and lid from a token of the reference backend', () => {
    const token = signToken({ sub: 'c-de-1', exp: 1_900_000_000, ren: 1_899_999_000, lid: 'lt-c-de-1' });

    expect(parseTokenClaims(token)).toEqual({ exp: 1_900_000_000, ren: 1_899_999_000, lid: 'lt-c-de-1' });
  });

  it('leaves out the claims it does not use', () => {
    expect(parseTokenClaims(tokenWith('{"sub":"c-1","iat":5,"exp":10}'))).toEqual({ exp: 10 });
  });

  it('gives an empty object for a JSON object without any of the claims', () => {
    expect(parseTokenClaims(tokenWith('{}'))).toEqual({});
  });

  it('decodes UTF-8 and the base64url alphabet (- and _)', () => {
    // '>>>' and '???' encode to '+' and '/' in plain base64, so to '-' and '_' in base64url.
    const lid = 'ü-ß-😀->>>???';
    const token = tokenWith(JSON.stringify({ exp: 1, lid }));
    expect(token.split('.')[1]).toMatch(/[-_]/);

    expect(parseTokenClaims(token)).toEqual({ exp: 1, lid });
  });

  it('accepts the plain base64 alphabet (+ and /) as well', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 3, lid: '>>>???' })).toString('base64');
    expect(payload).toMatch(/[+/]/);

    expect(parseTokenClaims(`${HEADER}.${payload}.sig`)).toEqual({ exp: 3, lid: '>>>???' });
  });

  it('accepts a padded payload and surrounding white space', () => {
    const payload = Buffer.from('{"exp":12}').toString('base64');
    expect(payload.endsWith('=')).toBe(true);

    expect(parseTokenClaims(` ${HEADER}.${payload}.sig `)).toEqual({ exp: 12 });
  });

  it.each([
    ['undefined', undefined],
    ['an empty string', ''],
    ['one part', 'abc'],
    ['two parts', `${HEADER}.${base64url('{"exp":1}')}`],
    ['four parts', `${HEADER}.${base64url('{"exp":1}')}.sig.extra`],
    ['an empty payload', `${HEADER}..sig`],
    ['characters outside base64url', `${HEADER}.eyJleHAiOjF9!.sig`],
    ['a payload of impossible length', `${HEADER}.abcde.sig`],
    ['padding in the middle', `${HEADER}.ab=c.sig`],
    // {"exp":1,"lid":"<0xff>"}: a lenient decoder would give lid '\uFFFD'.
    [
      'bytes that are not UTF-8',
      tokenWith(new Uint8Array([...Buffer.from('{"exp":1,"lid":"'), 0xff, 0x22, 0x7d])),
    ],
    ['text that is not JSON', tokenWith('not json')],
    ['truncated JSON', tokenWith('{"exp":1')],
    ['a JSON number', tokenWith('42')],
    ['a JSON string', tokenWith('"exp"')],
    ['a JSON array', tokenWith('[{"exp":1}]')],
    ['JSON null', tokenWith('null')],
  ])('gives undefined for %s', (_name, token) => {
    expect(parseTokenClaims(token)).toBeUndefined();
  });

  it('gives undefined for a value that is not a string at all', () => {
    expect(parseTokenClaims(42 as unknown as string)).toBeUndefined();
    expect(parseTokenClaims(null as unknown as string)).toBeUndefined();
  });

  it.each([
    ['a string exp', '{"exp":"1900000000","ren":5}', { ren: 5 }],
    ['an infinite exp', '{"exp":1e999,"lid":"x"}', { lid: 'x' }],
    ['a boolean ren', '{"exp":7,"ren":true}', { exp: 7 }],
    ['an object exp', '{"exp":{"value":7}}', {}],
    ['an empty lid', '{"exp":7,"lid":""}', { exp: 7 }],
    ['a numeric lid', '{"exp":7,"lid":12}', { exp: 7 }],
    ['claims under __proto__', '{"__proto__":{"exp":7,"lid":"x"}}', {}],
  ])('keeps only the valid claims of a payload with %s', (_name, payload, expected) => {
    expect(parseTokenClaims(tokenWith(payload))).toEqual(expected);
  });

  it('takes no claim from Object.prototype, should a script on the page have polluted it', () => {
    for (const key of ['exp', 'ren', 'lid']) {
      Object.defineProperty(Object.prototype, key, { value: key === 'lid' ? 'x' : 1, configurable: true });
    }
    try {
      expect(parseTokenClaims(tokenWith('{"ren":2}'))).toEqual({ ren: 2 });
    } finally {
      for (const key of ['exp', 'ren', 'lid']) delete (Object.prototype as Record<string, unknown>)[key];
    }
  });

  // A thousand inputs each: CPU-bound work that took 6.5 s once while other test runs kept both cores busy, past
  // Vitest's 5 s default. The bound is for a hung test, not for speed.
  describe('never throws (property tests)', { timeout: 30_000 }, () => {
    it('for any string', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
          expectValidShape(parseTokenClaims(text));
        }),
        { numRuns: 1000 },
      );
    });

    it('for any string made of dots and base64url characters', () => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=';
      const chars = fc.constantFrom(...alphabet.split(''));
      fc.assert(
        fc.property(fc.string({ unit: chars, maxLength: 120 }), (text) => {
          expectValidShape(parseTokenClaims(text));
        }),
        { numRuns: 1000 },
      );
    });

    it('for three base64 parts, whatever bytes they hold', () => {
      fc.assert(
        fc.property(fc.base64String(), fc.base64String(), fc.base64String(), (header, payload, signature) => {
          const token = [header, payload, signature].join('.');
          expectValidShape(parseTokenClaims(token));
          expectValidShape(parseTokenClaims(token.replace(/\+/g, '-').replace(/\//g, '_')));
        }),
        { numRuns: 1000 },
      );
    });

    it('for three parts of random bytes', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
          expectValidShape(parseTokenClaims(tokenWith(bytes)));
        }),
      );
    });

    it('for any JSON payload, reading exactly the valid claims of an object', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          const claims = parseTokenClaims(tokenWith(JSON.stringify(value)));
          expectValidShape(claims);
          const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
          if (!isObject) {
            expect(claims).toBeUndefined();
            return;
          }
          expect(claims).toBeDefined();
          const record = value as Record<string, unknown>;
          // What JSON.stringify then JSON.parse gives back (-0 comes back as 0).
          const roundTrip = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
          if (typeof roundTrip.exp === 'number') expect(claims?.exp).toBe(roundTrip.exp);
          else expect(claims?.exp).toBeUndefined();
          if (typeof roundTrip.lid === 'string' && roundTrip.lid !== '')
            expect(claims?.lid).toBe(roundTrip.lid);
          else expect(claims?.lid).toBeUndefined();
        }),
        { numRuns: 1000 },
      );
    });

    it('for JSON objects with claims of any JSON type', () => {
      const claim = fc.oneof(fc.jsonValue(), fc.double(), fc.string({ unit: 'grapheme' }));
      fc.assert(
        fc.property(fc.record({ exp: claim, ren: claim, lid: claim }, { requiredKeys: [] }), (payload) => {
          expectValidShape(parseTokenClaims(tokenWith(JSON.stringify(payload))));
        }),
        { numRuns: 1000 },
      );
    });

    it('round-trips valid claims, including any Unicode lid', () => {
      fc.assert(
        fc.property(
          fc.integer(),
          fc.integer(),
          fc.string({ unit: 'grapheme', minLength: 1 }),
          (exp, ren, lid) => {
            expect(parseTokenClaims(tokenWith(JSON.stringify({ exp, ren, lid })))).toEqual({ exp, ren, lid });
          },
        ),
      );
    });
  });
});
