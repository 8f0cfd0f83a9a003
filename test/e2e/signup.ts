import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { NEWSLETTER_INTERNAL_PATH, NEWSLETTER_SUBSCRIBERS_PATH } from '../../src/contract/newsletter.ts';

/** Where the newsletter form posts a sign-up, under the page's origin or its services setting. */
export const SIGNUP_PATH = NEWSLETTER_INTERNAL_PATH + NEWSLETTER_SUBSCRIBERS_PATH;

/**
 * A visitor signs up with the page's newsletter block in `<main>`, end to end: the form posts to `/service/…` on
 * `servicesOrigin`, the service answers 201 (a proxy that loses the visitor's Host gets a 403 from the reference
 * backend's cross-site check) and the block thanks the visitor.
 */
export async function signUp(page: Page, email: string, servicesOrigin: string): Promise<void> {
  const form = page.locator('main newsletter-signup');
  const posted = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === SIGNUP_PATH,
  );
  await form.locator('input[type="email"]').fill(email);
  await form.locator('button[type="submit"]').click();
  const answer = await posted;
  expect(new URL(answer.url()).origin).toBe(new URL(servicesOrigin).origin);
  expect(answer.status(), `the sign-up's answer from ${answer.url()}`).toBe(201);
  await expect.poll(() => form.locator('[part="base"][data-state="signed-up"]').count()).toBe(1);
}
