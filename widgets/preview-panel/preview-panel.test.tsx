import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueStaffToken } from '../../demo/backend/preview.ts';
import { countRequests, store } from '../../demo/backend/store.ts';
import { defineElements } from '../../src/elements/define.ts';
import { resetPageRegistryForTests } from '../../src/elements/registry.ts';
import { PREVIEW_LOGIN_RENEW_MS } from '../../src/http/preview-client.ts';
import { offContract } from '../../test/contract/answers.ts';
import { server } from '../../test/msw.ts';
import { PreviewPanelElement, previewPanelDefinition, staffOnly } from './preview-panel.element.ts';

beforeAll(() => defineElements({ 'preview-panel': PreviewPanelElement }));

afterEach(() => {
  document.body.replaceChildren();
  document.cookie = 'StaffAuthToken=; max-age=0; path=/';
  document.cookie = 'CobraAuthToken=; max-age=0; path=/';
  resetPageRegistryForTests();
});

function loginStaff(cookie = 'StaffAuthToken') {
  document.cookie = `${cookie}=${issueStaffToken()}; path=/`;
}

function place() {
  const element = document.createElement('preview-panel');
  element.setAttribute('lang', 'en');
  document.body.append(element);
  return within(element.shadowRoot as unknown as HTMLElement);
}

async function openPanel(date = '2026-12-01') {
  loginStaff();
  const view = place();
  await userEvent.click(await view.findByRole('button', { name: 'Preview settings' }));
  const dialog = within(await view.findByRole('dialog', { name: 'Preview settings' }));
  fireEvent.change(dialog.getByLabelText('Date'), { target: { value: date } });
  return { view, dialog };
}

describe('<preview-panel> visibility', () => {
  it('renders nothing and mounts no panel without a staff cookie', async () => {
    const view = place();
    const module = await previewPanelDefinition.load();
    expect(module).toBe(staffOnly);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(view.queryByRole('button')).toBeNull();
    expect(countRequests('/service/preview/api/auth/checkauth')).toBe(0);
  });

  it.each(['StaffAuthToken', 'CobraAuthToken'])(
    'shows the button with a verified %s cookie',
    async (cookie) => {
      loginStaff(cookie);
      const view = place();
      expect(await view.findByRole('button', { name: 'Preview settings' })).toBeInTheDocument();
    },
  );

  it('stays hidden when check-auth does not answer SUCCESS', async () => {
    document.cookie = 'StaffAuthToken=forged.token.x; path=/';
    const view = place();
    await waitFor(() => expect(countRequests('/service/preview/api/auth/checkauth')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.queryByRole('button', { name: 'Preview settings' })).toBeNull();
    const root = document.querySelector('preview-panel')!.shadowRoot!.querySelector('.sw-preview');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'hidden'));
  });

  it('names its state on its root: staff while the button shows, hidden after logout or for anyone else', async () => {
    const { view, dialog } = await openPanel();
    const root = view.getByRole('button', { name: 'Preview settings' }).closest('.sw-preview');
    expect(root).toHaveAttribute('data-state', 'staff');
    await userEvent.click(dialog.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'hidden'));
  });

  it('checks again when the page comes back from the back/forward cache: hidden after a logout elsewhere, shown after a login', async () => {
    loginStaff();
    const view = place();
    const button = await view.findByRole('button', { name: 'Preview settings' });
    const root = button.closest('.sw-preview');
    const restore = (persisted: boolean) =>
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
    // Logged out on another page while this one waited in the cache.
    document.cookie = 'StaffAuthToken=; max-age=0; path=/';
    // The gate listens from its passive effect, which React may run a moment after the button is drawn: the restore
    // is told again until it is heard (a restore that finds the staff cookie gone is the same every time).
    await waitFor(() => {
      restore(true);
      expect(root).toHaveAttribute('data-state', 'hidden');
    });
    expect(view.queryByRole('button', { name: 'Preview settings' })).toBeNull();
    // Logged in again elsewhere: the next restore asks check-auth anew and shows the panel.
    const checks = countRequests('/service/preview/api/auth/checkauth');
    loginStaff();
    restore(true);
    expect(await view.findByRole('button', { name: 'Preview settings' })).toBeInTheDocument();
    expect(countRequests('/service/preview/api/auth/checkauth')).toBe(checks + 1);
    // A page shown from the network, not the cache (`persisted` false), changes nothing.
    document.cookie = 'StaffAuthToken=; max-age=0; path=/';
    restore(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.getByRole('button', { name: 'Preview settings' }).closest('.sw-preview')).toHaveAttribute(
      'data-state',
      'staff',
    );
  });

  it('renews the staff login on start and every 5 minutes', async () => {
    const interval = vi.spyOn(window, 'setInterval');
    loginStaff();
    place();
    await waitFor(() => expect(countRequests('/service/preview/api/auth/login/renew')).toBe(1));
    expect(interval).toHaveBeenCalledWith(expect.any(Function), PREVIEW_LOGIN_RENEW_MS);
    expect(PREVIEW_LOGIN_RENEW_MS).toBe(300_000);
  });
});

describe('<preview-panel> modal', () => {
  it('opens the modal with date, time, the A/B test panel, the submit button and Logout', async () => {
    const { dialog } = await openPanel();
    expect(dialog.getByLabelText('Date')).toHaveValue('2026-12-01');
    expect(dialog.getByLabelText('Time')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'A/B Test settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(dialog.getByRole('combobox', { name: 'Name' })).toHaveValue('__prompt__');
    expect(dialog.getByRole('combobox', { name: 'Group' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Set preview settings' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { view } = await openPanel();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  });

  it('lists the tests of the date with its message', async () => {
    const { dialog } = await openPanel('2026-12-01');
    expect(await dialog.findByText('Active tests found.')).toBeInTheDocument();
    const names = within(dialog.getByRole('combobox', { name: 'Name' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual([
      'Select an A/B test',
      'None',
      'checkout-button-colour',
      'footer-newsletter-teaser',
    ]);
    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2026-09-01' } });
    expect(await dialog.findByText('No active tests for this date.')).toBeInTheDocument();
  });

  it('says it is loading the tests while they load', async () => {
    let release: () => void = () => {};
    server.use(
      http.get('*/gettestsat', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json([]);
      }),
    );
    const { dialog } = await openPanel();
    expect(await dialog.findByText('Loading tests...')).toBeInTheDocument();
    release();
    expect(await dialog.findByText('No active tests for this date.')).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => HttpResponse.json({}, { status: 500 })],
    ['malformed JSON', () => new HttpResponse('{', { headers: { 'Content-Type': 'application/json' } })],
    ['a network failure', () => HttpResponse.error()],
  ])('offers only None after %s while loading the tests', async (_case, answer) => {
    server.use(http.get('*/gettestsat', () => offContract(answer())));
    const { dialog } = await openPanel();
    expect(await dialog.findByText('Failed to fetch AB tests.')).toBeInTheDocument();
    const options = within(dialog.getByRole('combobox', { name: 'Name' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None']);
  });

  it('asks for a group once a test is chosen, and refuses to apply without one', async () => {
    const { dialog } = await openPanel();
    await dialog.findByText('Active tests found.');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Name' }), 'checkout-button-colour');
    const group = dialog.getByRole('combobox', { name: 'Group' });
    expect(group).toBeEnabled();
    expect(group).toHaveValue('');
    expect(dialog.getByText('Select a group')).toBeInTheDocument();
    expect(dialog.getByText('Required')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Set preview settings' }));
    expect(await dialog.findByText('Please also select an A/B test group!')).toBeInTheDocument();
    expect(countRequests('/service/preview/api/token', 'POST')).toBe(0);
  });

  it('applies a date, time, test and group, and says so', async () => {
    const { dialog } = await openPanel();
    await dialog.findByText('Active tests found.');
    fireEvent.change(dialog.getByLabelText('Time'), { target: { value: '18:30' } });
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Name' }), 'footer-newsletter-teaser');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Group' }), 'variant-1');
    expect(dialog.queryByText('Required')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Set preview settings' }));
    const applied = await dialog.findByText('Settings applied successfully.');
    // The success of applying is an info message.
    expect(applied.closest('[data-type]')).toHaveAttribute('data-type', 'info');
    expect([...store.preview.values()]).toEqual([
      {
        dateTime: new Date(2026, 11, 1, 18, 30).toISOString(),
        abTestName: 'footer-newsletter-teaser',
        abTestGroup: 'variant-1',
      },
    ]);
  });

  it('applies an empty selection (no test) as valid', async () => {
    const { dialog } = await openPanel();
    await userEvent.click(dialog.getByRole('button', { name: 'Set preview settings' }));
    expect(await dialog.findByText('Settings applied successfully.')).toBeInTheDocument();
  });

  it('shows Loading... while applying, and the failure when the token call fails', async () => {
    let release: () => void = () => {};
    server.use(
      http.post('*/service/preview/api/token', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 'INTERNAL_ERROR' }, { status: 500 });
      }),
    );
    const { dialog } = await openPanel();
    await userEvent.click(dialog.getByRole('button', { name: 'Set preview settings' }));
    expect(await dialog.findByText('Loading...')).toBeInTheDocument();
    release();
    const failed = await dialog.findByText('Applying settings failed.');
    // The failure is an error message.
    expect(failed.closest('[data-type]')).toHaveAttribute('data-type', 'error');
  });

  it('dismisses a message when it is clicked', async () => {
    const { dialog } = await openPanel();
    await userEvent.click(dialog.getByRole('button', { name: 'Set preview settings' }));
    const message = await dialog.findByText('Settings applied successfully.');
    await userEvent.click(message);
    expect(dialog.queryByText('Settings applied successfully.')).toBeNull();
  });

  it('logs out and hides the panel, also when logout fails', async () => {
    server.use(http.get('*/service/preview/api/auth/logout', () => HttpResponse.error()));
    const { view, dialog } = await openPanel();
    await userEvent.click(dialog.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(view.queryByRole('button', { name: 'Preview settings' })).toBeNull());
    expect(view.queryByRole('dialog')).toBeNull();
  });
});

describe('<preview-panel> while a preview is active', () => {
  const WHEN = '2026-12-07T07:00:00.000Z';

  afterEach(() => {
    store.preview.clear();
    document.documentElement.removeAttribute('data-sw-preview');
  });

  async function staffWithPreview(settings: { abTestName?: string; abTestGroup?: string } = {}, lang = 'en') {
    loginStaff();
    store.preview.set('staff-1', { dateTime: WHEN, ...settings });
    const element = document.createElement('preview-panel');
    element.setAttribute('lang', lang);
    document.body.append(element);
    const view = within(element.shadowRoot as unknown as HTMLElement);
    return { view, button: await view.findByRole('button', { name: /./, description: /./ }) };
  }

  it('shows the date, time and A/B test group beside the button, which it describes', async () => {
    const { view, button } = await staffWithPreview({
      abTestName: 'checkout-button-colour',
      abTestGroup: 'B',
    });
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(WHEN),
    );
    expect(button).toHaveAccessibleName('Preview settings');
    expect(button).toHaveAccessibleDescription(`Preview: ${when} checkout-button-colour, group B`);
    expect(view.getByText(`Preview: ${when}`)).toBeVisible();
    expect(view.getByText('checkout-button-colour, group B')).toBeVisible();
    expect(view.getByRole('button', { name: 'End preview' })).toBeInTheDocument();
  });

  it('writes the date and time as the page language does', async () => {
    const { view } = await staffWithPreview({}, 'de-DE');
    const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(WHEN),
    );
    expect(await view.findByText(`Vorschau: ${when}`)).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Vorschau beenden' })).toBeInTheDocument();
  });

  it('flags the page with <html data-sw-preview> holding the previewed time', async () => {
    await staffWithPreview();
    await waitFor(() => expect(document.documentElement.getAttribute('data-sw-preview')).toBe(WHEN));
  });

  it('shows no badge and no flag without an active preview', async () => {
    loginStaff();
    const view = place();
    const button = await view.findByRole('button', { name: 'Preview settings' });
    expect(button).not.toHaveAccessibleDescription(/./);
    expect(view.queryByRole('button', { name: 'End preview' })).toBeNull();
    expect(document.documentElement.hasAttribute('data-sw-preview')).toBe(false);
  });

  it('ends the preview in one click, keeps the staff session and gives the focus to the button', async () => {
    const { view } = await staffWithPreview({ abTestName: 'checkout-button-colour', abTestGroup: 'B' });
    await userEvent.click(view.getByRole('button', { name: 'End preview' }));
    await waitFor(() => expect(view.queryByRole('button', { name: 'End preview' })).toBeNull());
    expect(countRequests('/service/preview/api/token', 'DELETE')).toBe(1);
    expect(store.preview.size).toBe(0);
    expect(document.documentElement.hasAttribute('data-sw-preview')).toBe(false);
    const button = view.getByRole('button', { name: 'Preview settings' });
    // jest-dom's toHaveFocus reads document.activeElement, which is the host for a shadow root.
    expect((button.getRootNode() as ShadowRoot).activeElement).toBe(button);
    expect(button).not.toHaveAccessibleDescription(/./);
  });

  it('says so and keeps the badge when ending the preview fails', async () => {
    server.use(
      http.delete('*/service/preview/api/token', () =>
        HttpResponse.json({ status: 'INTERNAL_ERROR' }, { status: 500 }),
      ),
    );
    const { view } = await staffWithPreview();
    await userEvent.click(view.getByRole('button', { name: 'End preview' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Ending the preview failed.');
    expect(view.getByRole('button', { name: 'End preview' })).toBeInTheDocument();
    expect(document.documentElement.getAttribute('data-sw-preview')).toBe(WHEN);
  });
});
