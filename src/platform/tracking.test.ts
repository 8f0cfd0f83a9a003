import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markPreviewing, PREVIEW_ATTRIBUTE } from './preview-flag.ts';
import { formStepEvent, signUpEvent, trackEvent, trackFormStep } from './tracking.ts';
import type * as Tracking from './tracking.ts';

/** A fresh copy of the module, so its warn-once memory starts empty. */
async function freshTracking(): Promise<typeof Tracking> {
  vi.resetModules();
  return import('./tracking.ts');
}

beforeEach(() => {
  Reflect.deleteProperty(window, 'dataLayer');
});

afterEach(() => {
  Reflect.deleteProperty(window, 'dataLayer');
});

describe('signUpEvent', () => {
  it('builds the sign_up event for the newsletter with the plain origin when there is no addition', () => {
    expect(signUpEvent({ origin: 'NEWSLETTER' })).toEqual({
      event: 'sign_up',
      subject: 'newsletter',
      origin: 'NEWSLETTER',
      type: 'ga4',
    });
  });

  it('joins origin and originAddition with a hyphen', () => {
    expect(signUpEvent({ origin: 'NEWSLETTER', originAddition: 'FOOTER' }).origin).toBe('NEWSLETTER-FOOTER');
    expect(signUpEvent({ origin: 'SHOPPING_CART', originAddition: 'checkout' }).origin).toBe(
      'SHOPPING_CART-checkout',
    );
  });

  it('leaves out an empty, blank or null originAddition', () => {
    expect(signUpEvent({ origin: 'NEWSLETTER', originAddition: '' }).origin).toBe('NEWSLETTER');
    expect(signUpEvent({ origin: 'NEWSLETTER', originAddition: '  ' }).origin).toBe('NEWSLETTER');
    expect(signUpEvent({ origin: 'NEWSLETTER', originAddition: null }).origin).toBe('NEWSLETTER');
  });
});

describe('formStepEvent and trackFormStep', () => {
  it("names the step with GA4's parameters: the sign-up's tracking origin as form_id, its subject as form_name", () => {
    expect(formStepEvent('form_start', { origin: 'NEWSLETTER', originAddition: 'FOOTER' })).toEqual({
      event: 'form_start',
      form_id: 'NEWSLETTER-FOOTER',
      form_name: 'newsletter',
    });
    expect(formStepEvent('form_submit', { origin: 'SHOPPING_CART', originAddition: ' ' })).toEqual({
      event: 'form_submit',
      form_id: 'SHOPPING_CART',
      form_name: 'newsletter',
    });
  });

  it('pushes each step once per form: a second form has its own', () => {
    const [first, second] = [{}, {}];
    const origin = { origin: 'NEWSLETTER' };
    expect(trackFormStep(first, 'form_start', origin)).toBe(true);
    expect(trackFormStep(first, 'form_start', origin)).toBe(false);
    expect(trackFormStep(first, 'form_submit', origin)).toBe(true);
    expect(trackFormStep(second, 'form_start', origin)).toBe(true);
    expect(trackFormStep(first, 'form_submit', origin)).toBe(false);
    expect((window.dataLayer as { event: string }[]).map(({ event }) => event)).toEqual([
      'form_start',
      'form_submit',
      'form_start',
    ]);
  });

  it('drops an origin addition that looks like an email address from form_id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    trackFormStep({}, 'form_start', { origin: 'NEWSLETTER', originAddition: 'anna@example.de' });
    expect(window.dataLayer).toEqual([{ event: 'form_start', form_name: 'newsletter' }]);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('anna');
    warn.mockRestore();
  });
});

describe('trackEvent', () => {
  it('creates window.dataLayer when it is missing and pushes the event', () => {
    expect(window.dataLayer).toBeUndefined();
    expect(trackEvent({ event: 'sign_up', subject: 'newsletter' })).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'sign_up', subject: 'newsletter' }]);
  });

  it('keeps an existing dataLayer and appends to it', () => {
    const existing: unknown[] = [{ event: 'gtm.js' }];
    window.dataLayer = existing;
    trackEvent(signUpEvent({ origin: 'NEWSLETTER' }));
    expect(window.dataLayer).toBe(existing);
    expect(existing).toEqual([
      { event: 'gtm.js' },
      { event: 'sign_up', subject: 'newsletter', origin: 'NEWSLETTER', type: 'ga4' },
    ]);
  });

  it("goes through the dataLayer's own push, as installed by a tag manager", () => {
    const existing: unknown[] = [];
    const push = vi.fn((...items: unknown[]) => items.length);
    existing.push = push;
    window.dataLayer = existing;
    trackEvent({ event: 'sign_up' });
    expect(push).toHaveBeenCalledWith({ event: 'sign_up' });
  });

  it('pushes a copy, so later changes to the caller object do not reach the dataLayer', () => {
    const event = { event: 'sign_up', origin: 'NEWSLETTER' };
    trackEvent(event);
    event.origin = 'changed';
    expect(window.dataLayer).toEqual([{ event: 'sign_up', origin: 'NEWSLETTER' }]);
  });

  it('drops a string value that looks like an email address and warns without logging it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    trackEvent({ event: 'sign_up', subject: 'newsletter', email: 'jane.doe@example.com' });
    expect(window.dataLayer).toEqual([{ event: 'sign_up', subject: 'newsletter' }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('email');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('jane.doe@example.com');
  });

  it('drops strings that contain an address among other text', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    trackEvent({ event: 'sign_up', origin: 'NEWSLETTER-jane@example.com', link: 'mailto:jane@example.de' });
    expect(window.dataLayer).toEqual([{ event: 'sign_up' }]);
  });

  it('drops email-looking strings nested in objects and arrays', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    trackEvent({
      event: 'sign_up',
      user: { id: 7, mail: 'a@b.de' },
      list: ['ok', 'x@y.com'],
    });
    expect(window.dataLayer).toEqual([{ event: 'sign_up', user: { id: 7 }, list: ['ok'] }]);
    expect(String(warn.mock.calls[0]?.[0])).toContain('user.mail, list[1]');
  });

  it('keeps values that only contain an @ or a dot and does not warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    trackEvent({ event: 'promo', label: '@home', version: '1.2', mixed: 'a @ b.c', count: 3, ok: true });
    expect(window.dataLayer).toEqual([
      { event: 'promo', label: '@home', version: '1.2', mixed: 'a @ b.c', count: 3, ok: true },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not push an event whose name looks like an email address', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(trackEvent({ event: 'jane@example.com' })).toBe(false);
    expect(window.dataLayer ?? []).toEqual([]);
  });
});

describe('trackEvent during a staff preview', () => {
  afterEach(() => document.documentElement.removeAttribute(PREVIEW_ATTRIBUTE));

  it('pushes nothing while a preview panel marks the page, and again once the mark is gone', () => {
    window.dataLayer = [];
    const end = markPreviewing('2026-12-07T07:00:00.000Z');
    expect(document.documentElement.getAttribute(PREVIEW_ATTRIBUTE)).toBe('2026-12-07T07:00:00.000Z');
    expect(trackEvent({ event: 'sign_up' })).toBe(false);
    expect(window.dataLayer).toEqual([]);
    end();
    expect(document.documentElement.hasAttribute(PREVIEW_ATTRIBUTE)).toBe(false);
    expect(trackEvent({ event: 'sign_up' })).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'sign_up' }]);
  });

  it('keeps the mark while any of two panels still shows a preview', () => {
    const first = markPreviewing('2026-12-07T07:00:00.000Z');
    const second = markPreviewing('2026-12-07T07:00:00.000Z');
    first();
    expect(trackEvent({ event: 'sign_up' })).toBe(false);
    second();
    expect(document.documentElement.hasAttribute(PREVIEW_ATTRIBUTE)).toBe(false);
  });

  it('pushes nothing when the host page marks the preview itself', () => {
    document.documentElement.setAttribute(PREVIEW_ATTRIBUTE, '');
    expect(trackEvent({ event: 'sign_up' })).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('trackEvent with an odd dataLayer', () => {
  it('skips without throwing and warns once when dataLayer is not an array', async () => {
    const { trackEvent: track } = await freshTracking();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const odd = { push: vi.fn() };
    window.dataLayer = odd;
    expect(track({ event: 'sign_up' })).toBe(false);
    expect(track({ event: 'sign_up' })).toBe(false);
    expect(odd.push).not.toHaveBeenCalled();
    expect(window.dataLayer).toBe(odd);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('dataLayer');
  });

  it('leaves a string, a number or null in dataLayer alone', async () => {
    const { trackEvent: track } = await freshTracking();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const odd of ['layer', 42, null]) {
      window.dataLayer = odd;
      expect(() => track({ event: 'sign_up' })).not.toThrow();
      expect(window.dataLayer).toBe(odd);
    }
  });

  it('skips an array whose push is not a function', async () => {
    const { trackEvent: track } = await freshTracking();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: unknown[] = [];
    Object.defineProperty(broken, 'push', { value: 'nope' });
    window.dataLayer = broken;
    expect(track({ event: 'sign_up' })).toBe(false);
    expect(broken).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not throw when the push itself throws', async () => {
    const { trackEvent: track } = await freshTracking();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const throwing: unknown[] = [];
    throwing.push = () => {
      throw new Error('tag manager broke');
    };
    window.dataLayer = throwing;
    expect(track({ event: 'sign_up' })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
