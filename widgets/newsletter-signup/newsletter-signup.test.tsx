import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueLoginToken } from '../../demo/backend/customer.ts';
import { DEMO_CUSTOMERS } from '../../demo/backend/customers-data.ts';
import {
  countRequests,
  DEMO_EXPIRED_DOI_TOKEN,
  DEMO_VALID_DOI_TOKEN,
  store,
} from '../../demo/backend/store.ts';
import { defineElements } from '../../src/elements/define.ts';
import { resetPageRegistryForTests } from '../../src/elements/registry.ts';
import { SITES, type Site } from '../../src/sites.ts';
import { server } from '../../test/msw.ts';
import { NewsletterSignupElement } from './newsletter-signup.element.ts';
import { NEWSLETTER_LINKS } from './site-links.ts';
import { NEWSLETTER_INTERNAL_PATH } from '../../src/contract/newsletter.ts';

const SUBSCRIBE_PATH = `${NEWSLETTER_INTERNAL_PATH}/newsletter-subscribers`;

beforeAll(() => defineElements({ 'newsletter-signup': NewsletterSignupElement }));

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  document.body.replaceChildren();
  document.cookie = 'LoginToken=; max-age=0; path=/';
  resetPageRegistryForTests();
  delete window.dataLayer;
});

function place(attributes: Record<string, string> = {}) {
  const element = document.createElement('newsletter-signup');
  element.setAttribute('lang', 'en');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const view = within(element.shadowRoot as unknown as HTMLElement);
  return { element, view };
}

/** The legal text shows with the country's fields, on the first focus of the email field. */
const countryFieldsShown = (element: HTMLElement) =>
  waitFor(() =>
    expect(
      element.shadowRoot?.querySelector('.sw-newsletter__more:not([hidden]) .sw-newsletter__legal'),
    ).not.toBeNull(),
  );

async function openForm(attributes: Record<string, string> = {}) {
  const placed = place(attributes);
  await userEvent.click(await placed.view.findByRole('textbox', { name: /Email address/ }));
  await countryFieldsShown(placed.element);
  const email = placed.view.getByRole('textbox', { name: /Email address/ });
  return { ...placed, email };
}

/** The names of the events pushed to the dataLayer so far, in order. */
const trackedEvents = () => (window.dataLayer as { event: string }[]).map(({ event }) => event);

const names = (site: Site) => (['AT', 'HU', 'TR'].includes(site) ? 'shown' : 'hidden');

describe.each(SITES)('<newsletter-signup site="%s">', (site) => {
  it('shows only the email field until it is focused, then the country fields', async () => {
    const { view, element } = place({ site });
    const email = await view.findByRole('textbox', { name: /Email address/ });
    expect(view.queryByRole('checkbox')).toBeNull();
    await userEvent.click(email);
    await countryFieldsShown(element);
    expect(view.queryByRole('combobox', { name: /Salutation/ }) !== null).toBe(
      site === 'AT' || site === 'HU',
    );
    expect(view.queryByRole('textbox', { name: /First name/ }) !== null).toBe(names(site) === 'shown');
    expect(view.queryByRole('textbox', { name: /Last name/ }) !== null).toBe(names(site) === 'shown');
    expect(view.queryByRole('checkbox', { name: /commercial electronic messages/ }) !== null).toBe(
      site === 'TR',
    );
    expect(view.getByRole('checkbox', { name: /personalised offers/ })).toBeInTheDocument();
  });

  it('states the minimum age and links the pages of the site', async () => {
    const { view } = await openForm({ site });
    const age = site === 'CZ' || site === 'SK' ? 18 : 16;
    expect(view.getByText(new RegExp(`I am at least ${age} years old`))).toBeInTheDocument();
    const links = NEWSLETTER_LINKS[site];
    expect(view.getByRole('link', { name: 'Voucher conditions' })).toHaveAttribute(
      'href',
      links.voucherConditions,
    );
    const sample = view.queryByRole('link', { name: 'See a sample newsletter' });
    expect(sample !== null).toBe(site === 'DE' || site === 'AT' || site === 'HU');
    if (site === 'TR') {
      expect(view.getByRole('link', { name: 'newsletter information' })).toHaveAttribute(
        'href',
        links.turkish?.hint,
      );
      expect(view.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
        'href',
        links.turkish?.privacyNotice,
      );
      expect(view.getByRole('link', { name: 'usage consent' })).toHaveAttribute(
        'href',
        links.turkish?.usageConsent,
      );
      expect(view.getByRole('link', { name: 'personal marketing consent' })).toHaveAttribute(
        'href',
        links.turkish?.marketingConsent,
      );
      expect(view.getByText(/deleted after 14 days/)).toBeInTheDocument();
      expect(view.getByText(/for 2 years, we stop sending it/)).toBeInTheDocument();
    } else {
      expect(view.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', links.privacy);
      expect(view.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    }
  });

  it('promises the right voucher', async () => {
    const { view } = place({ site });
    expect(
      await view.findByText(site === 'TR' ? 'off your first membership*' : 'welcome voucher*'),
    ).toBeInTheDocument();
    expect(view.getByText('10%')).toBeInTheDocument();
  });

  it('refuses an empty submit with the required messages of the site', async () => {
    const { view } = await openForm({ site });
    await userEvent.click(view.getByRole('button', { name: 'Sign up now' }));
    expect(await view.findByText('The email address is a required field')).toBeInTheDocument();
    expect(view.queryByText('the salutation is a required field') !== null).toBe(site === 'HU');
    expect(view.queryByText('Please enter your first name') !== null).toBe(site === 'HU' || site === 'TR');
    expect(view.queryByText('please give your commercial electronic message consent') !== null).toBe(
      site === 'TR',
    );
    expect(countRequests(SUBSCRIBE_PATH, 'POST')).toBe(0);
  });
});

describe('<newsletter-signup> texts per language', () => {
  it.each([
    ['DE', 'Newsletter abonnieren', 'Willkommensgutschein*'],
    ['CH_FR', "S'abonner à la newsletter", null],
    ['TR', null, null],
  ] as const)('speaks the site language on %s without lang', async (site, headline, voucher) => {
    const element = document.createElement('newsletter-signup');
    element.setAttribute('site', site);
    document.body.append(element);
    const view = within(element.shadowRoot as unknown as HTMLElement);
    const heading = await view.findByRole('heading', { level: 2 });
    if (headline) expect(heading).toHaveTextContent(headline);
    if (voucher) expect(view.getByText(voucher)).toBeInTheDocument();
    expect(heading.textContent).not.toBe('headline');
  });

  it.each([
    ['de-DE', '10\u00a0%'],
    ['de-CH', '10%'],
    ['pl-PL', '10%'],
    ['cs-CZ', '10\u00a0%'],
    ['tr-TR', '%10'],
    ['en', '10%'],
  ])('writes the welcome discount as %s writes a percentage: %j', async (lang, written) => {
    const { element } = place({ lang });
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('.sw-newsletter__discount')?.textContent).toBe(written),
    );
  });

  it('uses the custom headline, texts and image of a CMS block', async () => {
    const { view } = place({
      headline: 'Coffee mail',
      'discount-text': '15 %',
      'voucher-text': 'on beans',
      'image-src': '/img/block.jpg',
      'image-alt': 'Beans',
    });
    expect(await view.findByRole('heading', { name: 'Coffee mail' })).toBeInTheDocument();
    expect(view.getByText('15 %')).toBeInTheDocument();
    expect(view.getByText('on beans')).toBeInTheDocument();
    const image = view.getByRole('img', { name: 'Beans' });
    expect(image).toHaveAttribute('src', '/img/block.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});

describe('<newsletter-signup> validation', () => {
  it('validates the email on blur, not while typing, and clears the error on focus', async () => {
    const { view, email } = await openForm();
    await userEvent.type(email, 'anna@');
    expect(view.queryByText('Please enter a valid email address')).toBeNull();
    await userEvent.tab();
    expect(await view.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(email);
    expect(view.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('refuses names with forbidden characters or a web address', async () => {
    const { view } = await openForm({ site: 'AT' });
    await userEvent.type(view.getByRole('textbox', { name: /First name/ }), 'Anna!');
    await userEvent.type(view.getByRole('textbox', { name: /Last name/ }), 'www.shop.at');
    await userEvent.tab();
    expect(await view.findByText('This field contains invalid characters')).toBeInTheDocument();
    expect(await view.findByText('Please do not enter a web address here')).toBeInTheDocument();
  });
});

describe('<newsletter-signup> submit', () => {
  it('sends the payload, shows the success message, resets, fires the event and tracks', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST')
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    const { view, element } = await openForm({
      site: 'HU',
      origin: 'SHOPPING_CART',
      'origin-addition': 'cart',
    });
    const events: CustomEvent[] = [];
    document.addEventListener('newsletter-signup-success', (event) => events.push(event), { once: true });
    await userEvent.type(view.getByRole('textbox', { name: /Email address/ }), 'eva@example.hu');
    await userEvent.selectOptions(view.getByRole('combobox', { name: /Salutation/ }), 'MRS');
    await userEvent.type(view.getByRole('textbox', { name: /First name/ }), 'Éva');
    await userEvent.type(view.getByRole('textbox', { name: /Last name/ }), 'Kovács');
    await userEvent.click(view.getByRole('checkbox', { name: /personalised offers/ }));
    const block = element.shadowRoot!.querySelector('.sw-newsletter')!;
    expect(block).toHaveAttribute('data-state', 'form');
    await userEvent.click(view.getByRole('button', { name: 'Sign up now' }));

    expect(await view.findByText('Thank you for signing up!')).toBeInTheDocument();
    expect(block).toHaveAttribute('data-state', 'signed-up');
    expect(view.queryByRole('textbox')).toBeNull();
    expect(bodies).toEqual([
      {
        email: 'eva@example.hu',
        salutation: 'MRS',
        firstName: 'Éva',
        lastName: 'Kovács',
        consents: ['DNE'],
        origin: 'SHOPPING_CART',
        originAddition: 'cart',
      },
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toEqual({ origin: 'SHOPPING_CART', originAddition: 'cart' });
    expect(events[0]?.target).toBe(element);
    expect(window.dataLayer).toEqual([
      { event: 'form_start', form_id: 'SHOPPING_CART-cart', form_name: 'newsletter' },
      { event: 'form_submit', form_id: 'SHOPPING_CART-cart', form_name: 'newsletter' },
      { event: 'sign_up', subject: 'newsletter', origin: 'SHOPPING_CART-cart', type: 'ga4' },
    ]);
    expect(store.subscribers.get('eva@example.hu')?.status).toBe('WAITING_FOR_DOI');
    server.events.removeAllListeners('request:start');
  });

  it('shows the server email-invalid error on the email field and keeps the input', async () => {
    const { view, email } = await openForm();
    await userEvent.type(email, 'someone@invalid.example');
    await userEvent.click(view.getByRole('button', { name: 'Sign up now' }));
    expect(await view.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveValue('someone@invalid.example');
    expect(view.queryByRole('alert', { name: /technical/ })).toBeNull();
    expect(trackedEvents()).toEqual(['form_start', 'form_submit', 'sign_up']);
  });

  it('shows the technical-error banner for any other failure and keeps the input', async () => {
    const { view, email } = await openForm();
    await userEvent.type(email, 'someone@fail.example');
    await userEvent.click(view.getByRole('button', { name: 'Sign up now' }));
    expect(
      await view.findByText(
        'For technical reasons the newsletter sign-up is not possible. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(email).toHaveValue('someone@fail.example');
  });

  it('submits once for a double click', async () => {
    let calls = 0;
    server.use(
      http.post(`*${SUBSCRIBE_PATH}`, async () => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ status: 'SUCCESS' }, { status: 201 });
      }),
    );
    const { view, email } = await openForm();
    await userEvent.type(email, 'quick@example.com');
    await userEvent.dblClick(view.getByRole('button', { name: 'Sign up now' }));
    expect(await view.findByText('Thank you for signing up!')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('submits once for two clicks in the same moment, before the button can show loading', async () => {
    let calls = 0;
    server.use(
      http.post(`*${SUBSCRIBE_PATH}`, () => {
        calls++;
        return HttpResponse.json({ status: 'SUCCESS' }, { status: 201 });
      }),
    );
    const { view, email } = await openForm();
    await userEvent.type(email, 'quick@example.com');
    const button = view.getByRole('button', { name: 'Sign up now' });
    button.click();
    button.click();
    expect(await view.findByText('Thank you for signing up!')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows the button loading while the request runs', async () => {
    let release: () => void = () => {};
    server.use(
      http.post(`*${SUBSCRIBE_PATH}`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 'SUCCESS' }, { status: 201 });
      }),
    );
    const { view, email } = await openForm();
    await userEvent.type(email, 'slow@example.com');
    const button = view.getByRole('button', { name: 'Sign up now' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    release();
    expect(await view.findByText('Thank you for signing up!')).toBeInTheDocument();
  });

  it('skips the server when the hidden field is filled, shows success and still tracks', async () => {
    const { view, element, email } = await openForm();
    await userEvent.type(email, 'bot@example.com');
    const trap = element.shadowRoot?.querySelector<HTMLInputElement>('input[name="sw_hp_confirm"]');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(trap!, 'http://spam.example');
    await userEvent.click(view.getByRole('button', { name: 'Sign up now' }));
    expect(await view.findByText('Thank you for signing up!')).toBeInTheDocument();
    expect(countRequests(SUBSCRIBE_PATH, 'POST')).toBe(0);
    expect(trackedEvents()).toEqual(['form_start', 'form_submit', 'sign_up']);
  });
});

describe('<newsletter-signup> for a logged-in customer', () => {
  const login = (site: Site) => {
    const customer = DEMO_CUSTOMERS.find((candidate) => candidate.site === site)!;
    document.cookie = `LoginToken=${issueLoginToken(customer)}; path=/`;
    return customer;
  };

  it('prefills and locks the fields in AT, and hides the DNE consent the customer holds', async () => {
    const customer = login('AT');
    const { view } = place({ site: 'AT' });
    const email = await view.findByRole('textbox', { name: /Email address/ });
    expect(email).toHaveValue(customer.email);
    expect(email).toBeDisabled();
    expect(view.getByRole('textbox', { name: /First name/ })).toHaveValue('Anna');
    expect(view.getByRole('textbox', { name: /First name/ })).toBeDisabled();
    expect(view.getByRole('combobox', { name: /Salutation/ })).toHaveValue('MRS');
    expect(view.queryByRole('checkbox', { name: /personalised offers/ })).toBeNull();
  });

  it('prefills without locking in DE', async () => {
    const customer = login('DE');
    const { view } = place({ site: 'DE' });
    const email = await view.findByRole('textbox', { name: /Email address/ });
    expect(email).toHaveValue(customer.email);
    expect(email).toBeEnabled();
    expect(view.getByRole('checkbox', { name: /personalised offers/ })).not.toBeChecked();
  });

  it('leaves an empty, working form when the base data cannot be loaded', async () => {
    document.cookie = 'LoginToken=forged.token.value; path=/';
    const { view } = place({ site: 'HU' });
    const email = await view.findByRole('textbox', { name: /Email address/ });
    expect(email).toHaveValue('');
    expect(email).toBeEnabled();
  });
});

describe('<newsletter-signup> double opt-in', () => {
  it('confirms a valid token', async () => {
    const { view } = place({ 'doi-token': DEMO_VALID_DOI_TOKEN });
    expect(await view.findByText('Thank you! Your newsletter sign-up is confirmed.')).toBeInTheDocument();
    expect(store.subscribers.get('doi.pending@example.com')?.status).toBe('SUBSCRIBED');
  });

  it.each([DEMO_EXPIRED_DOI_TOKEN, 'unknown-token'])(
    'shows the expired-link banner for %s and hides it on email focus',
    async (token) => {
      const { view } = place({ 'doi-token': token });
      const text = 'Unfortunately this link is no longer valid. Please sign up for the newsletter again.';
      expect(await view.findByText(text)).toBeInTheDocument();
      await userEvent.click(view.getByRole('textbox', { name: /Email address/ }));
      expect(view.queryByText(text)).toBeNull();
    },
  );

  it('scrolls each banner into view as it appears: expired link, technical error, success', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.textContent ?? '');
    });
    const expired = place({ 'doi-token': DEMO_EXPIRED_DOI_TOKEN });
    await expired.view.findByText(/no longer valid/);
    expect(scrolled.some((text) => text.includes('no longer valid'))).toBe(true);

    const { view, element } = place();
    await userEvent.click(await view.findByRole('textbox', { name: /Email address/ }));
    await countryFieldsShown(element);
    await userEvent.type(view.getByRole('textbox', { name: /Email address/ }), 'someone@fail.example');
    await userEvent.click(view.getByRole('button', { name: 'Sign up now' }));
    await view.findByText(/For technical reasons/);
    expect(scrolled.some((text) => text.includes('For technical reasons'))).toBe(true);

    const success = place();
    const field = await success.view.findByRole('textbox', { name: /Email address/ });
    await userEvent.type(field, 'scroll.me@example.com');
    await userEvent.click(success.view.getByRole('button', { name: 'Sign up now' }));
    await success.view.findByText('Thank you for signing up!');
    expect(scrolled.some((text) => text.includes('Thank you for signing up!'))).toBe(true);
  });

  it('shows the technical-error banner when the confirmation fails for another reason', async () => {
    server.use(http.put('*/newsletter-subscribers/:token/doi', () => HttpResponse.json({}, { status: 500 })));
    const { view } = place({ 'doi-token': DEMO_VALID_DOI_TOKEN });
    expect(
      await view.findByText(
        'For technical reasons the newsletter sign-up is not possible. Please try again later.',
      ),
    ).toBeInTheDocument();
  });
});

describe('<newsletter-signup> events and logs', () => {
  it('never puts the email address into the console', async () => {
    const spies = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    const { view, email } = await openForm();
    await userEvent.type(email, 'private.person@fail.example');
    await userEvent.click(view.getByRole('button', { name: 'Sign up now' }));
    await view.findByText(/For technical reasons/);
    for (const spy of spies) expect(JSON.stringify(spy.mock.calls)).not.toContain('private.person');
  });
});

describe('<newsletter-signup> funnel in the dataLayer', () => {
  const step = (event: string, formId: string) => ({ event, form_id: formId, form_name: 'newsletter' });

  it('pushes form_start on the first input and form_submit on the first submit, once each, before sign_up', async () => {
    const { view, email } = await openForm({ 'origin-addition': 'cms-block' });
    // Focus alone is no start: the visitor has not put anything in yet.
    expect(window.dataLayer).toEqual([]);
    await userEvent.type(email, 'anna@');
    await waitFor(() => expect(window.dataLayer).toEqual([step('form_start', 'NEWSLETTER-cms-block')]));
    // A submit the rules stop is still the visitor's submit.
    await userEvent.click(view.getByRole('button', { name: 'Sign up now' }));
    await view.findByText('Please enter a valid email address');
    expect(window.dataLayer).toEqual([
      step('form_start', 'NEWSLETTER-cms-block'),
      step('form_submit', 'NEWSLETTER-cms-block'),
    ]);
    await userEvent.type(email, 'example.de');
    await userEvent.click(view.getByRole('button', { name: 'Sign up now' }));
    expect(await view.findByText('Thank you for signing up!')).toBeInTheDocument();
    expect(window.dataLayer).toEqual([
      step('form_start', 'NEWSLETTER-cms-block'),
      step('form_submit', 'NEWSLETTER-cms-block'),
      { event: 'sign_up', subject: 'newsletter', origin: 'NEWSLETTER-cms-block', type: 'ga4' },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/anna|example\.de/);
  });

  it('starts on a tick or a choice too, and not on a bot filling the hidden trap', async () => {
    const { view, element } = await openForm({ site: 'AT' });
    const trap = element.shadowRoot!.querySelector<HTMLInputElement>('input[name="sw_hp_confirm"]')!;
    await userEvent.type(trap, 'http://spam.example');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.dataLayer).toEqual([]);
    await userEvent.selectOptions(view.getByRole('combobox', { name: /Salutation/ }), 'MRS');
    await waitFor(() => expect(trackedEvents()).toEqual(['form_start']));
    await userEvent.click(view.getByRole('checkbox', { name: /personalised offers/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trackedEvents()).toEqual(['form_start']);
  });

  it('starts the form on a submit pressed before any input, so the steps keep their order', async () => {
    const { view, email } = await openForm();
    await userEvent.click(view.getByRole('button', { name: 'Sign up now' }));
    await view.findByText('The email address is a required field');
    await waitFor(() => expect(trackedEvents()).toEqual(['form_start', 'form_submit']));
    await userEvent.type(email, 'reader@example.de');
    await userEvent.click(view.getByRole('button', { name: 'Sign up now' }));
    await view.findByText('Thank you for signing up!');
    expect(trackedEvents()).toEqual(['form_start', 'form_submit', 'sign_up']);
  });

  it('counts each form on the page apart, by its origin', async () => {
    const first = await openForm({ 'origin-addition': 'top' });
    const second = await openForm({ 'origin-addition': 'bottom' });
    await userEvent.type(first.email, 'a');
    await userEvent.type(second.email, 'b');
    await userEvent.type(first.email, 'c');
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        step('form_start', 'NEWSLETTER-top'),
        step('form_start', 'NEWSLETTER-bottom'),
      ]),
    );
  });

  it('pushes nothing while a staff preview is active', async () => {
    document.documentElement.setAttribute('data-sw-preview', '2026-12-07T08:00');
    try {
      const { view, email } = await openForm();
      await userEvent.type(email, 'staff@example.de');
      await userEvent.click(view.getByRole('button', { name: 'Sign up now' }));
      expect(await view.findByText('Thank you for signing up!')).toBeInTheDocument();
      expect(window.dataLayer).toEqual([]);
    } finally {
      document.documentElement.removeAttribute('data-sw-preview');
    }
  });
});
