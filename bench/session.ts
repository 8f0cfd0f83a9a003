import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { PAGE_PROBE } from './page-probe.ts';

/* A browser session of the benchmark: a fresh context at a CPU throttling, counting the script bytes it loads. */

interface Session {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Bytes on the wire (encoded) of each script response, by URL. */
  scripts: Map<string, number>;
  requests: string[];
}

export async function open(
  browser: Browser,
  base: string,
  throttle: number,
  viewport = { width: 1440, height: 900 },
): Promise<Session> {
  const context = await browser.newContext({ baseURL: base, viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await cdp.send('Network.enable');
  const scripts = new Map<string, number>();
  const requests: string[] = [];
  const urls = new Map<string, { url: string; script: boolean }>();
  cdp.on('Network.responseReceived', (event) =>
    urls.set(event.requestId, { url: event.response.url, script: event.type === 'Script' }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const response = urls.get(event.requestId);
    if (response?.script)
      scripts.set(response.url, (scripts.get(response.url) ?? 0) + event.encodedDataLength);
  });
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.addInitScript(PAGE_PROBE);
  return { context, page, cdp, scripts, requests };
}

/** The bytes of every script loaded. */
export const sum = (map: Map<string, number>) => [...map.values()].reduce((total, bytes) => total + bytes, 0);

/** The page loaded and idle. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}
