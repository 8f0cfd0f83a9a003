import { importWithItsImports } from '../../src/elements/chunk-imports.ts';
import { adoptStyleSheets, sharedStyleSheet } from '../../src/elements/styles.ts';
import { pingAssignment } from '../../src/http/ab-test-assignment.ts';
import { isStaff } from '../../src/platform/cookies.ts';
import { switcherBeforeReact } from '../country-switcher/before-react.ts';
import { signupBeforeReact } from '../newsletter-signup/before-react.ts';
import { isReduced, showsNewsletter } from './footer-rules.ts';

/**
 * A server-rendered footer before React: it has loaded, so the A/B-test assignment is asked for (once per page,
 * as a client-rendered footer does). The server knows no customer and drew the newsletter block; once psdata
 * answers that this visitor subscribed (or waits for the double opt-in), the block is hidden by a sheet, without
 * touching the nodes React will take over (it then leaves the block out itself). A full footer on a page whose
 * cookie makes it reduced (the host did not pass `reduced`) is stale: React redraws it at once; so is one with a
 * staff preview panel to show, or a block a logged-in customer's data will fill in.
 */
export function footerBeforeReact(host: HTMLElement, root: ShadowRoot): boolean {
  // A task of its own: building the client's first request (its configuration, headers and URL) is the
  // largest part of this step at 4x CPU, and nothing below waits for it (docs/decisions/0073).
  setTimeout(pingAssignment);
  const full = root.querySelector('footer[data-variant="full"]') !== null;
  if (full && isReduced(false)) return true;
  // The staff preview panel is drawn in the browser only: for staff in preview mode the footer takes over at once.
  if (host.hasAttribute('preview') && isStaff()) return true;
  // In the shop's app, its country switcher is hidden at once and React redraws the footer without it.
  if (switcherBeforeReact(host, root)) return true;
  if (!root.querySelector('.sw-footer__newsletter')) return false;
  if (signupBeforeReact()) return true;
  hideForSubscriber(root);
  return false;
}

function hideForSubscriber(root: ShadowRoot): void {
  // psdata's own chunk asked for in the same moment: one round trip, not two.
  importWithItsImports('psdata-early', () => import('../../src/http/psdata-early.ts'))
    .then(({ customerData }) => customerData())
    .then(
      (customer) => {
        if (showsNewsletter(false, false, customer)) return;
        adoptStyleSheets(root, [
          sharedStyleSheet('shop-footer:subscriber', '.sw-footer__newsletter{display:none}'),
        ]);
      },
      () => {},
    );
}
