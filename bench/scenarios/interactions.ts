import { issueStaffToken } from '../../demo/backend/preview.ts';
import { longestEventSince } from '../page-probe.ts';
import { open, settle, sum } from '../session.ts';
import { RUNS, stat } from '../stats.ts';
import type { BenchContext } from './context.ts';

/** A footer group opened on a phone, and the preview modal opened by staff, at `throttle`x CPU. */
export async function interactionsScenario(
  { browser, base, report }: BenchContext,
  throttle: number,
): Promise<void> {
  const { results, row } = report;
  const key = `${throttle}x`;
  const group: number[] = [];
  const modal: number[] = [];
  const staffBytes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const phone = await open(browser, base, throttle, { width: 375, height: 800 });
    await phone.page.goto('/de/');
    await settle(phone.page);
    const since = await phone.page.evaluate(() => performance.now());
    await phone.page.locator('shop-footer').locator('.sw-footer__group > summary').first().click();
    await phone.page.waitForTimeout(300);
    group.push(await longestEventSince(phone.page, since));
    await phone.context.close();

    const staff = await open(browser, base, throttle);
    await staff.context.addCookies([{ name: 'StaffAuthToken', value: issueStaffToken(), url: base }]);
    await staff.page.goto('/de/?preview');
    await settle(staff.page);
    staffBytes.push(sum(staff.scripts));
    const from = await staff.page.evaluate(() => performance.now());
    await staff.page.getByRole('button', { name: 'Vorschau-Einstellungen' }).click();
    await staff.page.waitForTimeout(300);
    modal.push(await longestEventSince(staff.page, from));
    await staff.context.close();
  }
  results[`interactions_${key}`] = {
    'open footer group (375 px)': stat(group),
    'open preview modal': stat(modal),
  };
  results[`staff_de_${key}`] = { scriptBytes: stat(staffBytes) };
  row(`interactions @${key}`, 'INP-like ms', {
    'footer group': stat(group),
    'preview modal': stat(modal),
  });
  row(`/de/?preview staff @${key}`, 'bytes (wire)', { scripts: stat(staffBytes) });
}
