import { fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { issueLoginToken, LOGIN_TOKEN_RENEW_AFTER_S } from '../../../demo/backend/customer.ts';
import { DEMO_CUSTOMERS } from '../../../demo/backend/customers-data.ts';
import { issueLongtermToken } from '../../../demo/backend/login.ts';
import { issueStaffToken } from '../../../demo/backend/preview.ts';
import { DEMO_VALID_DOI_TOKEN, store } from '../../../demo/backend/store.ts';
import { LoginClient } from '../../../src/http/login-client.ts';
import { NewsletterClient } from '../../../src/http/newsletter-client.ts';
import { customerData, type CustomerData } from '../../../src/http/psdata.ts';
import { LOGGED_IN_INTERVAL_MS, onSessionResult } from '../../../src/session/session.ts';
import { acquireSession, sessionStateForTests } from '../../../src/session/session.ts';
import { querySummary } from '../../render.tsx';
import {
  entry,
  everyMode,
  forModes,
  place,
  shadowOf,
  shows,
  STATUS_200_MODES,
  SUCCESS_STATUS_MODES,
  viewOf,
  type EndpointEntry,
  type MatrixContext,
} from './context.ts';
import { AB_TESTS_AT_PATH, GETASSIGNMENT_PATH } from '../../../src/contract/ab-test.ts';
import { PSDATA_PATH } from '../../../src/contract/customer-data.ts';
import { FOOTER_CONTENT_PATH, FOOTER_PROMOTION_PATH, LOGO_PATH } from '../../../src/contract/footer.ts';
import { LOGIN_PATH, LOGIN_RENEW_PATH, LONGTERM_TOKEN_PATH } from '../../../src/contract/login.ts';
import {
  CUSTOMER_BASE_DATA_PATH,
  NEWSLETTER_DOI_PATH,
  NEWSLETTER_INTERNAL_PATH,
  NEWSLETTER_PRIVATE_PATH,
  NEWSLETTER_SUBSCRIBERS_PATH,
  NEWSLETTER_SUBSCRIBER_PATH,
} from '../../../src/contract/newsletter.ts';
import {
  PREVIEW_CHECK_AUTH_PATH,
  PREVIEW_LOGOUT_PATH,
  PREVIEW_RENEW_PATH,
  PREVIEW_TOKEN_PATH,
} from '../../../src/contract/preview.ts';

/**
 * THE failure matrix: every call the product makes (the services' calls plus the footer content service), one entry
 * per endpoint and consumer. Each entry is run against every mode of `modes.ts` (and once against the reference
 * backend as a control) by `run-matrix.ts`; `coverage.test.ts` fails when the product uses a path no entry covers.
 * Where a widget makes the call, the entry drives the rendered element and reads what the visitor sees; calls no
 * widget makes yet are read from their typed client, whose answer is then the defined state.
 */

const TECHNICAL_ERROR =
  'For technical reasons the newsletter sign-up is not possible. Please try again later.';
const EXPIRED_LINK = 'Unfortunately this link is no longer valid. Please sign up for the newsletter again.';
const DOI_CONFIRMED = 'Thank you! Your newsletter sign-up is confirmed.';
const SIGNED_UP = 'Thank you for signing up!';
const INVALID_EMAIL = 'Please enter a valid email address';

/** No pauses between simulated key presses: the matrix runs hundreds of forms. */
const user = userEvent.setup({ delay: null });

const customerOf = (site: string) => DEMO_CUSTOMERS.find((customer) => customer.site === site)!;

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/`;
}

function clearCookies(...names: string[]): void {
  for (const name of names) document.cookie = `${name}=; max-age=0; path=/`;
}

/* -------------------------------------------------------------------------------------------------
 * <newsletter-signup>
 * -----------------------------------------------------------------------------------------------*/

interface SubmitState {
  technicalBanner: boolean;
  invalidEmail: boolean;
  thankYou: boolean;
  /** The email field's value; null when the form is gone. */
  email: string | null;
  busy: boolean;
  successEvents: number;
}

const submitFailed: SubmitState = {
  technicalBanner: true,
  invalidEmail: false,
  thankYou: false,
  email: 'reader@example.com',
  busy: false,
  successEvents: 0,
};

const createSubscriber = entry<SubmitState>({
  name: 'the newsletter sign-up (POST newsletter-subscribers)',
  suite: 'newsletter',
  method: 'POST',
  base: NEWSLETTER_INTERNAL_PATH,
  path: NEWSLETTER_SUBSCRIBERS_PATH,
  async prepare(context) {
    window.dataLayer = [];
    const view = place(context, 'newsletter-signup', { site: 'DE' });
    const email = await view.findByRole('textbox', { name: /Email address/ });
    await user.click(email);
    // One change event instead of typing: the matrix fills this form sixteen times.
    fireEvent.change(email, { target: { value: 'reader@example.com' } });
    const events: Event[] = [];
    context.element!.addEventListener('newsletter-signup-success', (event) => events.push(event));
    context.data.events = events;
  },
  trigger(context) {
    fireEvent.click(viewOf(context).getByRole('button', { name: 'Sign up now' }));
  },
  observe(context) {
    const view = viewOf(context);
    const email = view.queryByRole('textbox', { name: /Email address/ }) as HTMLInputElement | null;
    const button = view.queryByRole('button', { name: 'Sign up now' });
    return {
      technicalBanner: shows(context, TECHNICAL_ERROR),
      invalidEmail: shows(context, INVALID_EMAIL),
      thankYou: shows(context, SIGNED_UP),
      email: email ? email.value : null,
      busy: button?.getAttribute('aria-busy') === 'true',
      successEvents: (context.data.events as Event[]).length,
    };
  },
  ok: {
    technicalBanner: false,
    invalidEmail: false,
    thankYou: true,
    email: null,
    busy: false,
    successEvents: 1,
  },
  // Only the email-invalid error type is shown on the field; every other failure is the banner.
  failed: everyMode(submitFailed),
  pending: { ...submitFailed, technicalBanner: false, busy: true },
  cleanup() {
    delete window.dataLayer;
  },
});

interface PrefillState {
  /** The form is shown (false while the base data are awaited: the block keeps its space). */
  form: boolean;
  email: string | null;
  emailLocked: boolean;
  /** The country fields are shown without a focus: only prefilled data open the whole form. */
  namesShown: boolean;
}

const emptyForm: PrefillState = { form: true, email: '', emailLocked: false, namesShown: false };

const customerBaseData = entry<PrefillState>({
  name: 'the prefill of a logged-in customer (GET customers/base-data)',
  suite: 'newsletter',
  method: 'GET',
  base: NEWSLETTER_PRIVATE_PATH,
  path: CUSTOMER_BASE_DATA_PATH,
  async prepare() {
    setCookie('LoginToken', issueLoginToken(customerOf('AT')));
    setCookie('LongtermToken', issueLongtermToken(customerOf('AT')));
  },
  trigger(context) {
    place(context, 'newsletter-signup', { site: 'AT' });
  },
  observe(context) {
    const view = viewOf(context);
    const email = view.queryByRole('textbox', { name: /Email address/ }) as HTMLInputElement | null;
    return {
      form: email !== null,
      email: email ? email.value : null,
      emailLocked: email?.disabled ?? false,
      namesShown: view.queryByRole('textbox', { name: /First name/ }) !== null,
    };
  },
  ok: { form: true, email: customerOf('AT').email, emailLocked: true, namesShown: true },
  // docs/decisions/0028: without base data the visitor gets the empty form, which works.
  failed: everyMode(emptyForm),
  pending: { form: false, email: null, emailLocked: false, namesShown: false },
  cleanup() {
    clearCookies('LoginToken', 'LongtermToken');
  },
});

const getSubscriber = entry<{ subscription: unknown }>({
  name: 'reading a subscription (GET newsletter-subscribers/{token}, NewsletterClient.getSubscriber)',
  suite: 'newsletter',
  method: 'GET',
  base: NEWSLETTER_INTERNAL_PATH,
  path: NEWSLETTER_SUBSCRIBER_PATH,
  trigger(context) {
    context.data.answer = new NewsletterClient({ site: 'DE' }).getSubscriber(DEMO_VALID_DOI_TOKEN);
  },
  async observe(context) {
    return { subscription: await (context.data.answer as Promise<unknown>) };
  },
  ok: { subscription: { status: 'WAITING_FOR_DOI', consents: [], origin: 'NEWSLETTER' } },
  failed: everyMode({ subscription: undefined }),
});

interface DoiState {
  confirming: boolean;
  confirmed: boolean;
  expiredBanner: boolean;
  technicalBanner: boolean;
  form: boolean;
}

const doiFailed: DoiState = {
  confirming: false,
  confirmed: false,
  expiredBanner: false,
  technicalBanner: true,
  form: true,
};

const doiConfirmed: DoiState = {
  confirming: false,
  confirmed: true,
  expiredBanner: false,
  technicalBanner: false,
  form: false,
};

const confirmDoi = entry<DoiState>({
  name: 'the double opt-in confirmation (PUT newsletter-subscribers/{token}/doi)',
  suite: 'newsletter',
  method: 'PUT',
  base: NEWSLETTER_INTERNAL_PATH,
  path: NEWSLETTER_DOI_PATH,
  trigger(context) {
    place(context, 'newsletter-signup', { site: 'DE', 'doi-token': DEMO_VALID_DOI_TOKEN });
  },
  observe(context) {
    return {
      confirming: shows(context, 'Confirming your sign-up …'),
      confirmed: shows(context, DOI_CONFIRMED),
      expiredBanner: shows(context, EXPIRED_LINK),
      technicalBanner: shows(context, TECHNICAL_ERROR),
      form: viewOf(context).queryByRole('textbox', { name: /Email address/ }) !== null,
    };
  },
  ok: doiConfirmed,
  failed: everyMode(doiFailed, {
    // docs/decisions/0025: an unknown token is the expired link, not a technical error.
    '404': { ...doiFailed, technicalBanner: false, expiredBanner: true },
    // Any 2xx is success; the answer of the confirmation is not read.
    ...forModes(SUCCESS_STATUS_MODES, doiConfirmed),
  }),
  pending: { confirming: true, confirmed: false, expiredBanner: false, technicalBanner: false, form: false },
});

const updateSubscriber = entry<{ accepted: boolean }>({
  name: 'updating a subscription (PUT newsletter-subscribers/{token}, NewsletterClient.updateSubscriber)',
  suite: 'newsletter',
  method: 'PUT',
  base: NEWSLETTER_INTERNAL_PATH,
  path: NEWSLETTER_SUBSCRIBER_PATH,
  trigger(context) {
    context.data.answer = new NewsletterClient({ site: 'DE' }).updateSubscriber(DEMO_VALID_DOI_TOKEN, {
      consents: ['DNE'],
    });
  },
  async observe(context) {
    return { accepted: await (context.data.answer as Promise<boolean>) };
  },
  ok: { accepted: true },
  // Any 2xx is success (the answer is not read); everything else is refused.
  failed: everyMode<{ accepted: boolean }>(
    { accepted: false },
    forModes(SUCCESS_STATUS_MODES, { accepted: true }),
  ),
});

/* -------------------------------------------------------------------------------------------------
 * <shop-footer> and <country-switcher>
 * -----------------------------------------------------------------------------------------------*/

/**
 * The DE footer on a classic client. Its newsletter block is switched off: the block is the component of the
 * newsletter rows above, and leaving it out halves the time of the eighty footer runs.
 */
function placeFooter(context: MatrixContext): void {
  document.documentElement.setAttribute('data-platform', 'classic');
  place(context, 'shop-footer', { site: 'DE', 'hide-newsletter': '' });
}

function footerCleanup(): void {
  document.documentElement.removeAttribute('data-platform');
}

interface FooterState {
  footer: boolean;
  /** The host's reserved height: 40rem while the content loads, given back when there is no footer. */
  reservedHeight: string;
}

const footerContent = entry<FooterState>({
  name: 'the footer content (GET footer content of the site) in <shop-footer>',
  suite: 'footer',
  method: 'GET',
  path: FOOTER_CONTENT_PATH,
  warns: /^<shop-footer> no footer content from \S+: (.+\. Check <meta|nothing in it could be read)/,
  trigger: placeFooter,
  observe(context) {
    return {
      footer: viewOf(context).queryByRole('contentinfo') !== null,
      reservedHeight: getComputedStyle(context.element!).minHeight,
    };
  },
  ok: { footer: true, reservedHeight: '640px' },
  // The embedding guide: a footer whose content cannot be loaded renders nothing (one warning) and gives
  // its space back.
  failed: everyMode({ footer: false, reservedHeight: '0' }),
  pending: { footer: false, reservedHeight: '640px' },
  cleanup: footerCleanup,
});

const switcherContent = entry<{ switcher: boolean }>({
  name: 'the footer content (GET footer content of the site) in a standalone <country-switcher>',
  suite: 'footer',
  method: 'GET',
  path: FOOTER_CONTENT_PATH,
  warns: /^<country-switcher> (no countries from \S+: .+\. Check <meta|skipped entries)/,
  trigger(context) {
    // On a classic client: on phones and tablets the switcher is hidden whatever its content says.
    document.documentElement.setAttribute('data-platform', 'classic');
    place(context, 'country-switcher', { site: 'DE' });
  },
  cleanup: footerCleanup,
  observe(context) {
    return { switcher: querySummary(viewOf(context), /Country:/) !== null };
  },
  ok: { switcher: true },
  // The embedding guide: without countries the element renders nothing.
  failed: everyMode({ switcher: false }),
  pending: { switcher: false },
});

interface PromotionState {
  footer: boolean;
  promotion: boolean;
}

const promotion = entry<PromotionState>({
  name: 'the SHOP_FOOTER promotion (GET promotion SHOP_FOOTER) in <shop-footer>',
  suite: 'footer',
  method: 'GET',
  path: FOOTER_PROMOTION_PATH,
  warns: /^<shop-footer> no promotion from \S+: .+\. Check <meta/,
  trigger: placeFooter,
  observe(context) {
    return {
      footer: viewOf(context).queryByRole('contentinfo') !== null,
      promotion: shadowOf(context).querySelector('.sw-footer__promotion') !== null,
    };
  },
  ok: { footer: true, promotion: true },
  // A 404 yields nothing, a parse failure yields nothing; any other failure the same.
  failed: everyMode({ footer: true, promotion: false }),
  pending: { footer: true, promotion: false },
  cleanup: footerCleanup,
});

const assignment = entry<{ footer: boolean; serviceGroups: boolean }>({
  name: 'the A/B-test assignment (GET getassignment) fired by <shop-footer>',
  suite: 'footer',
  method: 'GET',
  path: GETASSIGNMENT_PATH,
  silent: true,
  trigger: placeFooter,
  observe(context) {
    const view = viewOf(context);
    return {
      footer: view.queryByRole('contentinfo') !== null,
      serviceGroups: view.queryAllByRole('heading', { level: 3 }).length > 0,
    };
  },
  ok: { footer: true, serviceGroups: true },
  // Its result is ignored.
  failed: everyMode({ footer: true, serviceGroups: true }),
  pending: { footer: true, serviceGroups: true },
  cleanup: footerCleanup,
});

interface LogoState {
  footer: boolean;
  /** Every logo keeps its place: same number of images, each with its size and its text alternative. */
  logosKept: boolean;
}

function logoImages(context: MatrixContext): HTMLImageElement[] {
  return [
    ...shadowOf(context).querySelectorAll<HTMLImageElement>(`img[src^="${LOGO_PATH.replace('{file}', '')}"]`),
  ];
}

const logos = entry<LogoState>({
  name: 'the footer logos (GET footer-images/logos/{file}) in <shop-footer>',
  suite: 'footer',
  method: 'GET',
  path: LOGO_PATH,
  transport: 'image',
  async prepare(context) {
    placeFooter(context);
    await viewOf(context).findByRole('contentinfo');
    const images = logoImages(context);
    if (images.length === 0) throw new Error('the DE footer shows no logos to fail');
    context.data.before = images.map((image) => [image.alt, image.width, image.height].join('|'));
  },
  trigger(context) {
    // What the browser does with the mode's answer; nothing while the image is still loading.
    const outcome = context.data.browserOutcome as 'error' | 'pending' | 'load';
    if (outcome === 'pending') return;
    for (const image of logoImages(context)) image.dispatchEvent(new Event(outcome));
  },
  observe(context) {
    const after = logoImages(context).map((image) => [image.alt, image.width, image.height].join('|'));
    const before = context.data.before as string[];
    return {
      footer: viewOf(context).queryByRole('contentinfo') !== null,
      logosKept:
        after.length === before.length &&
        after.every((image, index) => image === before[index] && !image.startsWith('|')),
    };
  },
  ok: { footer: true, logosKept: true },
  // The browser shows its broken-image state inside the reserved box; the alt text keeps the seals' links named.
  failed: everyMode({ footer: true, logosKept: true }),
  cleanup: footerCleanup,
});

/* -------------------------------------------------------------------------------------------------
 * <preview-panel>
 * -----------------------------------------------------------------------------------------------*/

const PREVIEW_DATE = new Date(2026, 11, 1, 10, 0).toISOString();

function loginStaff(): void {
  setCookie('StaffAuthToken', issueStaffToken());
  // check-auth tells the panel the preview date; tests run on this date in the reference backend.
  store.preview.set('staff-1', { dateTime: PREVIEW_DATE });
}

async function openPanel(context: MatrixContext): Promise<ReturnType<typeof within>> {
  loginStaff();
  const view = place(context, 'preview-panel');
  fireEvent.click(await view.findByRole('button', { name: 'Preview settings' }));
  return within(await view.findByRole('dialog', { name: 'Preview settings' }));
}

function staffCleanup(): void {
  clearCookies('StaffAuthToken');
}

interface PanelState {
  button: boolean;
  dialog: boolean;
}

/** Whether the panel's button and its dialog are on screen. */
function panelState(context: MatrixContext): PanelState {
  const view = viewOf(context);
  return {
    button: view.queryByRole('button', { name: 'Preview settings' }) !== null,
    dialog: view.queryByRole('dialog') !== null,
  };
}

const checkAuth = entry<PanelState>({
  name: 'the staff check (GET preview checkauth) of <preview-panel>',
  suite: 'preview',
  method: 'GET',
  path: PREVIEW_CHECK_AUTH_PATH,
  trigger(context) {
    loginStaff();
    place(context, 'preview-panel');
  },
  observe: panelState,
  ok: { button: true, dialog: false },
  // The panel is shown only when check-auth answers SUCCESS.
  failed: everyMode({ button: false, dialog: false }),
  pending: { button: false, dialog: false },
  cleanup: staffCleanup,
});

const logout = entry<PanelState>({
  name: 'the staff logout (GET preview logout) of <preview-panel>',
  suite: 'preview',
  method: 'GET',
  path: PREVIEW_LOGOUT_PATH,
  // Without network it goes a second time, as an ordinary call: a browser that refuses a call outliving the page
  // fails it as if there were no network. An answer, whatever its status, or the time-out ends it.
  maxRequests: 2,
  silent: true,
  async prepare(context) {
    await openPanel(context);
  },
  trigger(context) {
    fireEvent.click(viewOf(context).getByRole('button', { name: 'Logout' }));
  },
  observe: panelState,
  ok: { button: false, dialog: false },
  // The answer is not read, a failure is ignored; the panel hides either way, at once.
  failed: everyMode({ button: false, dialog: false }),
  pending: { button: false, dialog: false },
  cleanup: staffCleanup,
});

const loginRenew = entry<PanelState>({
  name: 'the staff login renewal (GET preview login/renew) of <preview-panel>',
  suite: 'preview',
  method: 'GET',
  path: PREVIEW_RENEW_PATH,
  silent: true,
  trigger(context) {
    loginStaff();
    place(context, 'preview-panel');
  },
  observe: panelState,
  ok: { button: true, dialog: false },
  // A failed renewal is silently ignored; the panel stays.
  failed: everyMode({ button: true, dialog: false }),
  pending: { button: true, dialog: false },
  cleanup: staffCleanup,
});

const MESSAGES = ['Settings applied successfully.', 'Applying settings failed.', 'Loading...'] as const;

const previewToken = entry<{ message: string | null }>({
  name: 'applying the preview (POST preview token) in <preview-panel>',
  suite: 'preview',
  method: 'POST',
  path: PREVIEW_TOKEN_PATH,
  async prepare(context) {
    const dialog = await openPanel(context);
    await dialog.findByText('Active tests found.');
  },
  trigger(context) {
    fireEvent.click(viewOf(context).getByRole('button', { name: 'Set preview settings' }));
  },
  observe(context) {
    return { message: MESSAGES.find((text) => shows(context, text)) ?? null };
  },
  ok: { message: 'Settings applied successfully.' },
  // A failed or throwing preview call: 'Applying settings failed.' (error).
  failed: everyMode({ message: 'Applying settings failed.' }),
  pending: { message: 'Loading...' },
  cleanup: staffCleanup,
});

interface PreviewExitState {
  badge: boolean;
  alert: string | null;
}

const endPreview = entry<PreviewExitState>({
  name: 'ending the preview (DELETE preview token) from the badge of <preview-panel>',
  suite: 'preview',
  method: 'DELETE',
  path: PREVIEW_TOKEN_PATH,
  async prepare(context) {
    loginStaff();
    await place(context, 'preview-panel').findByRole('button', { name: 'End preview' });
  },
  trigger(context) {
    fireEvent.click(viewOf(context).getByRole('button', { name: 'End preview' }));
  },
  observe(context) {
    const view = viewOf(context);
    return {
      badge: view.queryByRole('button', { name: 'End preview' }) !== null,
      alert: view.queryByRole('alert')?.textContent || null,
    };
  },
  ok: { badge: false, alert: null },
  // The preview goes on and staff are told; the exit stays to try again.
  failed: everyMode({ badge: true, alert: 'Ending the preview failed.' }),
  pending: { badge: true, alert: null },
  cleanup: staffCleanup,
});

interface TestListState {
  message: string | null;
  options: string[];
}

const TEST_MESSAGES = [
  'Loading tests...',
  'No active tests for this date.',
  'Active tests found.',
  'Failed to fetch AB tests.',
] as const;

const testsAt = entry<TestListState>({
  name: 'the A/B test list (GET gettestsat) in <preview-panel>',
  suite: 'preview',
  method: 'GET',
  path: AB_TESTS_AT_PATH,
  async prepare(context) {
    loginStaff();
    await place(context, 'preview-panel').findByRole('button', { name: 'Preview settings' });
  },
  trigger(context) {
    fireEvent.click(viewOf(context).getByRole('button', { name: 'Preview settings' }));
  },
  observe(context) {
    const view = viewOf(context);
    const select = view.queryByRole('combobox', { name: 'Name' });
    return {
      message: TEST_MESSAGES.find((text) => shows(context, text)) ?? null,
      options: select
        ? within(select)
            .getAllByRole('option')
            .map((option) => option.textContent ?? '')
        : [],
    };
  },
  ok: {
    message: 'Active tests found.',
    options: ['Select an A/B test', 'None', 'checkout-button-colour', 'footer-newsletter-teaser'],
  },
  // A failure: 'Failed to fetch AB tests.' (error state, only 'None' offered).
  failed: everyMode({ message: 'Failed to fetch AB tests.', options: ['None'] }),
  pending: { message: 'Loading tests...', options: ['Select an A/B test', 'None'] },
  cleanup: staffCleanup,
});

/* -------------------------------------------------------------------------------------------------
 * Page-wide services: customer data, session renewal, login
 * -----------------------------------------------------------------------------------------------*/

type Delivered = 'nothing' | { loggedIn: unknown; newsletterStatus: unknown };

const psdata = entry<{ callbacks: Delivered[] }>({
  name: 'the customer data (GET psdata) for waiting callbacks',
  suite: 'services',
  method: 'GET',
  path: PSDATA_PATH,
  warns:
    /^\[storefront-widgets\] no customer data from \/service\/customerfrontenddata\/api\/v1\/psdata: .+\. Check <meta/,
  trigger(context) {
    const delivered: Delivered[] = [];
    context.data.done = Promise.all(
      [1, 2, 3].map(() =>
        customerData().then((data: CustomerData | undefined) => {
          delivered.push(
            data === undefined
              ? 'nothing'
              : {
                  loggedIn: data.loggedIn,
                  newsletterStatus: 'newsletterStatus' in data ? data.newsletterStatus : 'absent',
                },
          );
        }),
      ),
    );
    context.data.delivered = delivered;
  },
  async observe(context) {
    await (context.data.done as Promise<void>);
    return { callbacks: context.data.delivered as Delivered[] };
  },
  ok: { callbacks: Array(3).fill({ loggedIn: false, newsletterStatus: null }) },
  // docs/design/services.md, "Failure states": any failure resolves every waiting callback with `undefined`:
  // widgets behave as logged out.
  failed: everyMode(
    { callbacks: Array(3).fill('nothing') },
    {
      // An object of another shape is customer data without the fields: logged out, no newsletter status.
      'wrong-shape': { callbacks: Array(3).fill({ loggedIn: false, newsletterStatus: 'absent' }) },
    },
  ),
});

interface SessionObservation {
  codes: number[];
  mode: string;
}

const FAKE_CLOCK = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as const;

const loginTokenRenew = entry<SessionObservation>({
  name: 'the login-token renewal (POST logintoken/renew) of the session module',
  suite: 'services',
  method: 'POST',
  path: LOGIN_RENEW_PATH,
  silent: true,
  async prepare(context) {
    vi.useFakeTimers({ toFake: [...FAKE_CLOCK] });
    const customer = customerOf('DE');
    setCookie('LoginToken', issueLoginToken(customer));
    setCookie('LongtermToken', issueLongtermToken(customer));
    const codes: number[] = [];
    context.data.codes = codes;
    context.data.stopObserving = onSessionResult((code) => codes.push(code));
    context.data.release = acquireSession();
    // The token is due for renewal by the next check (between renew time and expiry).
    vi.setSystemTime(Date.now() + LOGIN_TOKEN_RENEW_AFTER_S * 1000);
    await Promise.resolve();
  },
  async trigger() {
    await vi.advanceTimersByTimeAsync(LOGGED_IN_INTERVAL_MS);
  },
  observe(context) {
    return { codes: [...(context.data.codes as number[])], mode: sessionStateForTests().mode };
  },
  // 201 renewed (0) keeps the timer.
  ok: { codes: [0], mode: 'logged-in' },
  // 5xx is a server error (2) and the timer keeps running; 200 is "ok" (1) and any other status or
  // no answer "unknown" (3): both stop it. The status decides; the body is not read.
  failed: everyMode(
    { codes: [3], mode: 'idle' },
    {
      '500': { codes: [2], mode: 'logged-in' },
      '502': { codes: [2], mode: 'logged-in' },
      '503': { codes: [2], mode: 'logged-in' },
      ...forModes(STATUS_200_MODES, { codes: [1], mode: 'idle' }),
    },
  ),
  pending: { codes: [], mode: 'logged-in' },
  cleanup(context) {
    (context.data.release as (() => void) | undefined)?.();
    (context.data.stopObserving as (() => void) | undefined)?.();
    clearCookies('LoginToken', 'LongtermToken');
  },
});

const longtermToken = entry<SessionObservation>({
  name: 'the long-term token request (GET longtermtoken) of the session module',
  suite: 'services',
  method: 'GET',
  path: LONGTERM_TOKEN_PATH,
  silent: true,
  prepare(context) {
    // A logged-in customer without a LongtermToken cookie: the module asks for one on start.
    setCookie('LoginToken', issueLoginToken(customerOf('DE')));
    const codes: number[] = [];
    context.data.codes = codes;
    context.data.stopObserving = onSessionResult((code) => codes.push(code));
    return Promise.resolve();
  },
  trigger(context) {
    context.data.release = acquireSession();
  },
  observe(context) {
    return { codes: [...(context.data.codes as number[])], mode: sessionStateForTests().mode };
  },
  ok: { codes: [], mode: 'logged-in' },
  // Silently ignored; the renewal timer runs on.
  failed: everyMode({ codes: [], mode: 'logged-in' }),
  pending: { codes: [], mode: 'logged-in' },
  cleanup(context) {
    (context.data.release as (() => void) | undefined)?.();
    (context.data.stopObserving as (() => void) | undefined)?.();
    clearCookies('LoginToken', 'LongtermToken');
  },
});

const login = entry<{ result: string }>({
  name: 'the customer login (POST login, LoginClient.login)',
  suite: 'services',
  method: 'POST',
  path: LOGIN_PATH,
  trigger(context) {
    const customer = customerOf('DE');
    context.data.answer = new LoginClient().login({ email: customer.email, password: customer.password });
  },
  async observe(context) {
    return { result: await (context.data.answer as Promise<string>) };
  },
  ok: { result: 'SUCCESS' },
  // Login results: SUCCESS (200), UNAUTHORIZED (401), SERVICE_UNAVAILABLE (network failure or other status).
  failed: everyMode(
    { result: 'SERVICE_UNAVAILABLE' },
    { '401': { result: 'UNAUTHORIZED' }, ...forModes(STATUS_200_MODES, { result: 'SUCCESS' }) },
  ),
  cleanup() {
    clearCookies('LoginToken', 'LongtermToken');
  },
});

/** Every endpoint × consumer the product has. A new call needs a row here, or coverage.test.ts fails. */
export const ENDPOINTS: readonly EndpointEntry<unknown>[] = [
  createSubscriber,
  customerBaseData,
  getSubscriber,
  confirmDoi,
  updateSubscriber,
  footerContent,
  switcherContent,
  promotion,
  assignment,
  logos,
  checkAuth,
  logout,
  loginRenew,
  previewToken,
  endPreview,
  testsAt,
  psdata,
  loginTokenRenew,
  longtermToken,
  login,
];
