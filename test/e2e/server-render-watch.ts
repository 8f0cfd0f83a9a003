import type { Page } from 'playwright-core';

/* What the server-rendered page's browser tests watch: React's arrival, layout shift, a form its rules run. */

/** Counts the page's requests for React's chunk (the element chunks' shared React and mount code). */
export function watchReact(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().includes('react-mount')) count++;
  });
  return () => count;
}

/** Sums the layout shifts from the first paint on (the browser's own measure, without recent input). */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const page = window as unknown as { layoutShift: number };
    page.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) page.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until React has taken over `selector` in the shadow root of `tag` (its fiber is on the node). */
export function reactOwns(page: Page, tag: string, selector: string): Promise<unknown> {
  return page.waitForFunction(
    ([tag, selector]) => {
      const node = document.querySelector(tag)?.shadowRoot?.querySelector(selector);
      return (
        node !== null && node !== undefined && Object.keys(node).some((key) => key.startsWith('__reactFiber'))
      );
    },
    [tag, selector] as const,
  );
}

export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

export const FORM_READY = () =>
  document
    .querySelector('newsletter-signup')
    ?.shadowRoot?.querySelector('form')
    ?.getAttribute('data-state') === 'ready';
