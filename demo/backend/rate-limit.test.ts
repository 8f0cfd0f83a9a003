// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressKey, FailureBackoff, readNewsletterLimits, SlidingWindowLimiter } from './rate-limit.ts';

const SECOND = 1000;

/** A limiter on a clock the test moves by hand. */
function limiter(limit: number, windowS: number, maxKeys?: number) {
  const clock = { now: 1_000_000 };
  const instance = new SlidingWindowLimiter({ limit, windowMs: windowS * SECOND }, () => clock.now, maxKeys);
  /** Checks, and records when allowed, as the newsletter handler does; answers the Retry-After seconds or 0. */
  const attempt = (key: string) => {
    const wait = instance.retryAfterSeconds(key);
    if (wait === 0) instance.record(key);
    return wait;
  };
  return { clock, instance, attempt };
}

describe('SlidingWindowLimiter', () => {
  it('allows `limit` requests in a window and refuses the next until the oldest leaves it', () => {
    const { clock, attempt } = limiter(3, 60);
    expect([attempt('a'), attempt('a'), attempt('a')]).toEqual([0, 0, 0]);
    expect(attempt('a')).toBe(60);
    clock.now += 59 * SECOND + 1;
    expect(attempt('a')).toBe(1);
    clock.now += SECOND - 1;
    expect([attempt('a'), attempt('a'), attempt('a')]).toEqual([0, 0, 0]);
    expect(attempt('a')).toBe(60);
  });

  it('slides: the Retry-After is the time until the oldest request in the window expires, rounded up', () => {
    const { clock, attempt } = limiter(2, 60);
    attempt('a');
    clock.now += 20 * SECOND;
    attempt('a');
    clock.now += 10.5 * SECOND;
    expect(attempt('a')).toBe(30); // 29.5 s until the first leaves the window
    clock.now += 29.5 * SECOND;
    expect(attempt('a')).toBe(0);
    expect(attempt('a')).toBe(20); // now the second one (recorded at +20 s) is the oldest
  });

  it('does not count refused requests: hammering does not extend the wait', () => {
    const { clock, attempt } = limiter(1, 10);
    attempt('a');
    for (let i = 0; i < 9; i++) {
      clock.now += SECOND;
      expect(attempt('a')).toBe(10 - (i + 1));
    }
    clock.now += SECOND;
    expect(attempt('a')).toBe(0);
  });

  it('checking alone records nothing', () => {
    const { instance } = limiter(1, 10);
    for (let i = 0; i < 5; i++) expect(instance.retryAfterSeconds('a')).toBe(0);
    expect(instance.size).toBe(0);
  });

  it('keeps keys apart', () => {
    const { attempt } = limiter(1, 10);
    expect(attempt('a')).toBe(0);
    expect(attempt('a')).toBe(10);
    expect(attempt('b')).toBe(0);
  });

  it('drops the buckets of keys whose requests have all left the window', () => {
    const { clock, instance, attempt } = limiter(5, 60);
    for (let i = 0; i < 100; i++) attempt(`client-${i}`);
    expect(instance.size).toBe(100);
    clock.now += 60 * SECOND;
    attempt('late');
    expect(instance.size).toBe(1);
  });

  it('holds at most maxKeys keys, forgetting the least recently used one', () => {
    const { clock, instance, attempt } = limiter(1, 3600, 50);
    for (let i = 0; i < 500; i++) {
      clock.now += SECOND;
      attempt(`key-${i}`);
      expect(instance.size).toBeLessThanOrEqual(50);
    }
    expect(instance.size).toBe(50);
    expect(instance.retryAfterSeconds('key-499')).toBeGreaterThan(0);
    expect(instance.retryAfterSeconds('key-450')).toBeGreaterThan(0);
    // key-0 was forgotten: it may sign up again at once.
    expect(instance.retryAfterSeconds('key-449')).toBe(0);
    expect(instance.retryAfterSeconds('key-0')).toBe(0);
  });

  it('never asks to wait longer than one window, even when the clock goes back', () => {
    const { clock, attempt } = limiter(1, 60);
    attempt('a');
    clock.now -= 3600 * SECOND;
    expect(attempt('a')).toBe(60);
  });

  it('forgets everything on clear()', () => {
    const { instance, attempt } = limiter(1, 60);
    attempt('a');
    instance.clear();
    expect(attempt('a')).toBe(0);
  });

  it.each([[{ limit: 0, windowMs: 1000 }], [{ limit: 1.5, windowMs: 1000 }], [{ limit: 1, windowMs: 0 }]])(
    'refuses the rule %j',
    (rule) => {
      expect(() => new SlidingWindowLimiter(rule)).toThrow();
    },
  );
});

describe('addressKey', () => {
  it('is one key for an address in any case and with surrounding spaces', () => {
    expect(addressKey('  Anna.Huber@Example.COM ')).toBe(addressKey('anna.huber@example.com'));
    expect(addressKey('anna.huber@example.com')).not.toBe(addressKey('anna.huber@example.org'));
  });

  it('does not contain the address, or any part of it', () => {
    const key = addressKey('anna.huber@example.com');
    expect(key).not.toMatch(/anna|huber|example/i);
  });
});

describe('readNewsletterLimits', () => {
  it('defaults to 5 per address per hour and 30 per client per minute', () => {
    expect(readNewsletterLimits({})).toEqual({
      perAddress: { limit: 5, windowMs: 3600 * SECOND },
      perClient: { limit: 30, windowMs: 60 * SECOND },
    });
  });

  it('takes each value from the environment, in seconds for the windows', () => {
    expect(
      readNewsletterLimits({
        NEWSLETTER_LIMIT_PER_ADDRESS: '2',
        NEWSLETTER_LIMIT_PER_ADDRESS_WINDOW_S: '10',
        NEWSLETTER_LIMIT_PER_CLIENT: ' 100 ',
        NEWSLETTER_LIMIT_PER_CLIENT_WINDOW_S: '',
      }),
    ).toEqual({
      perAddress: { limit: 2, windowMs: 10 * SECOND },
      perClient: { limit: 100, windowMs: 60 * SECOND },
    });
  });

  it.each(['0', '-1', '1.5', 'ten', '1e3', '99999999999999999999'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => readNewsletterLimits({ NEWSLETTER_LIMIT_PER_CLIENT: value })).toThrow(
        /NEWSLETTER_LIMIT_PER_CLIENT must be a positive whole number/,
      );
    },
  );
});

describe('FailureBackoff', () => {
  const rule = {
    freeFailures: 2,
    baseDelayMs: 10 * SECOND,
    maxDelayMs: 60 * SECOND,
    forgetAfterMs: 600 * SECOND,
  };
  function backoff(maxKeys?: number) {
    const clock = { now: 1_000_000 };
    return { clock, instance: new FailureBackoff(rule, () => clock.now, maxKeys) };
  }

  it('lets the free failures pass, then waits from the last failure, doubling up to the cap', () => {
    const { clock, instance } = backoff();
    instance.record('a');
    expect(instance.retryAfterSeconds('a')).toBe(0);
    instance.record('a');
    expect(instance.retryAfterSeconds('a')).toBe(10);
    clock.now += 9.5 * SECOND;
    expect(instance.retryAfterSeconds('a')).toBe(1);
    clock.now += 0.5 * SECOND;
    expect(instance.retryAfterSeconds('a')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      instance.record('a');
      waits.push(instance.retryAfterSeconds('a'));
    }
    expect(waits).toEqual([20, 40, 60, 60]);
    expect(instance.retryAfterSeconds('b')).toBe(0);
  });

  it('starts a key over when it is forgotten or has had no failure for forgetAfterMs', () => {
    const { clock, instance } = backoff();
    instance.record('a');
    instance.record('a');
    instance.forget('a');
    expect(instance.retryAfterSeconds('a')).toBe(0);
    instance.record('b');
    instance.record('b');
    clock.now += 600 * SECOND;
    instance.record('b');
    expect(instance.retryAfterSeconds('b')).toBe(0);
  });

  it('holds at most maxKeys keys, sweeping forgotten ones first', () => {
    const { clock, instance } = backoff(3);
    for (const key of ['a', 'b', 'c']) instance.record(key);
    clock.now += 600 * SECOND;
    instance.record('d');
    expect(instance.size).toBe(1);
    for (const key of ['e', 'f', 'g']) instance.record(key);
    expect(instance.size).toBe(3);
  });

  it('refuses a rule it cannot apply', () => {
    expect(() => new FailureBackoff({ ...rule, freeFailures: 0 })).toThrow(/freeFailures/);
    expect(() => new FailureBackoff({ ...rule, maxDelayMs: SECOND })).toThrow(/maxDelayMs/);
    expect(() => new FailureBackoff({ ...rule, forgetAfterMs: SECOND })).toThrow(/forgetAfterMs/);
  });
});
