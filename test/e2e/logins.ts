import type { Page } from 'playwright-core';

/*
 * The demo's login pages, as a visitor uses them: the form, then the redirect back to `returnPath`, settled. The
 * demo's customer and staff accounts are the reference backend's (demo/backend/).
 */

async function logIn(page: Page, form: string, returnPath: string, user: [string, string], password: string) {
  await page.goto(`${form}?return=${encodeURIComponent(returnPath)}`);
  await page.getByLabel(user[0]).fill(user[1]);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === returnPath.split('?')[0]);
  await page.waitForLoadState('networkidle');
}

/** Logs the demo's Austrian customer in and lands on `returnPath`. */
export function logInAsCustomer(page: Page, returnPath: string): Promise<void> {
  return logIn(page, '/account/login', returnPath, ['Email', 'anna.huber@example.com'], 'kaffee123');
}

/** Logs the demo's staff member in and lands on `returnPath`. */
export function logInAsStaff(page: Page, returnPath: string): Promise<void> {
  return logIn(page, '/staff/login', returnPath, ['User name', 'staff'], 'preview');
}
