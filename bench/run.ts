/**
 * `npm run bench`: builds, serves the demo on loopback, and measures the bundle in Debian's Chromium through
 * playwright-core at 1x and 4x CPU throttling (CDP). Every timed figure is the median of RUNS page loads, with
 * min and max. Prints a table and writes bench/results.json. See docs/benchmark.md for how to read it.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { issueStaffToken } from '../demo/backend/preview.ts';
import { createDemoServer, listen } from '../demo/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const THROTTLES = [1, 4] as const;

interface Stat {
  median: number;
  min: number;
  max: number;
}

function stat(values: number[]): Stat {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted.at(-1)! };
}

/** Collected in the page from the first byte: long tasks, layout shifts, event timings, footer paint. */
const PAGE_PROBE = () => {
  const bench = {
    longTasks: [] as number[][],
    /** Each script of the bundle (served under /static/) that ran 50 ms or more in one go: [start, duration]. */
    longScriptsOfOurs: [] as number[][],
    cls: 0,
    events: [] as { name: string; duration: number; at: number }[],
    footerAt: 0,
    newsletterAt: 0,
    timers: 0,
    /** The first press in the newsletter block, when its whole form showed, and when its rules ran it. */
    form: { pressAt: 0, openAt: 0, readyAt: 0 },
  };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => bench.longTasks.push([e.startTime, e.duration])),
  ).observe({ type: 'longtask', buffered: true });
  // Long animation frames name the scripts that ran in them (their file, how long each ran), so the page's
  // own parse, style, layout and paint, which long tasks count too, are told apart from the bundle's work.
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      const frame = e as PerformanceEntry & {
        scripts: { sourceURL: string; startTime: number; duration: number }[];
      };
      for (const script of frame.scripts)
        if (script.duration >= 50 && new URL(script.sourceURL, location.href).pathname.startsWith('/static/'))
          bench.longScriptsOfOurs.push([script.startTime, script.duration]);
    }),
  ).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
      if (!shift.hadRecentInput) bench.cls += shift.value;
    }),
  ).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) =>
    list
      .getEntries()
      .forEach((e) => bench.events.push({ name: e.name, duration: e.duration, at: e.startTime })),
  ).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  // Live timers: every timeout and interval not yet fired or cleared.
  const live = new Set<number>();
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id = st(() => {
      live.delete(id);
      if (typeof fn === 'function') (fn as (...a: unknown[]) => void)(...rest);
    }, ms);
    live.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) live.delete(id);
    ct(id);
  }) as typeof window.clearTimeout;
  window.setInterval = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id = si(fn, ms, ...rest);
    live.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) live.delete(id);
    ci(id);
  }) as typeof window.clearInterval;
  Object.defineProperty(bench, 'timers', { get: () => live.size });
  // The footer's content on screen: the widget's, or the static-HTML floor's (`?footer=static`).
  const watch = () => {
    if (
      document.querySelector('[data-bench="footer-floor"]') ||
      document.querySelector('shop-footer')?.shadowRoot?.querySelector('footer')
    )
      bench.footerAt = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  // The newsletter block's form on screen (before its rules arrive: it is what the visitor sees and uses).
  const watchNewsletter = () => {
    if (document.querySelector('newsletter-signup')?.shadowRoot?.querySelector('form'))
      bench.newsletterAt = performance.now();
    else requestAnimationFrame(watchNewsletter);
  };
  requestAnimationFrame(watchNewsletter);
  // After the first press in the block: each frame until the whole form shows and until it validates.
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (
        bench.form.pressAt ||
        !event.composedPath().some((node) => (node as Element).localName === 'newsletter-signup')
      )
        return;
      bench.form.pressAt = performance.now();
      const watchForm = () => {
        const root = document.querySelector('newsletter-signup')?.shadowRoot;
        const now = performance.now();
        const more = root?.querySelector('.sw-newsletter__more');
        // Shown: not `display: none` (its own CSS, the loader or React removed `hidden`).
        if (!bench.form.openAt && more && getComputedStyle(more).display !== 'none') bench.form.openAt = now;
        if (!bench.form.readyAt && root?.querySelector('form')?.getAttribute('data-state') === 'ready')
          bench.form.readyAt = now;
        if (!bench.form.openAt || !bench.form.readyAt) requestAnimationFrame(watchForm);
      };
      watchForm();
    },
    { capture: true },
  );
};

/** The storefront page as a shop composes it on the server, and as a page that only drops the tags in. */
const VISITOR_MODES = [
  { path: '/de/', warmPath: '/at/', key: '' },
  { path: '/de/?csr', warmPath: '/at/?csr', key: 'csr_' },
] as const;

/** A mobile network for section 3: round trip and bandwidth of a good 4G connection. */
const MOBILE_NETWORK = { latencyMs: 100, downloadKbps: 9000, uploadKbps: 2000 };

interface Session {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Bytes on the wire (encoded) of each script response, by URL. */
  scripts: Map<string, number>;
  requests: string[];
}

async function open(
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

const sum = (map: Map<string, number>) => [...map.values()].reduce((total, bytes) => total + bytes, 0);

async function probe(page: Page) {
  return page.evaluate(() => {
    const bench = (
      window as unknown as {
        __bench: {
          longTasks: number[][];
          longScriptsOfOurs: number[][];
          cls: number;
          footerAt: number;
          newsletterAt: number;
          events: { name: string; duration: number }[];
          timers: number;
          form: { pressAt: number; openAt: number; readyAt: number };
        };
      }
    ).__bench;
    const tbt = bench.longTasks.reduce((total, [, duration]) => total + Math.max(0, duration! - 50), 0);
    const longest = bench.longTasks.reduce((max, [, duration]) => Math.max(max, duration!), 0);
    const longestScriptOfOurs = bench.longScriptsOfOurs.reduce(
      (max, [, duration]) => Math.max(max, duration!),
      0,
    );
    // When the footer's code had arrived: the later of its chunk and the React chunk it imports.
    const footerChunkAt = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/chunks\/(shop-footer\.module|react-mount)-/.test(entry.name))
      .reduce((latest, entry) => Math.max(latest, (entry as PerformanceResourceTiming).responseEnd), 0);
    return {
      tbt,
      longest,
      longestScriptOfOurs,
      longScriptsOfOurs: bench.longScriptsOfOurs.length,
      longTasks: bench.longTasks.length,
      cls: bench.cls,
      footerAt: bench.footerAt,
      newsletterAt: bench.newsletterAt,
      footerChunkAt,
      timers: bench.timers,
      formOpens: bench.form.openAt - bench.form.pressAt,
      formValidates: bench.form.readyAt - bench.form.pressAt,
    };
  });
}

/** Median over median: how many times the static-HTML floor a time of the widget footer is. */
function ratio(widget: number[], floor: number[]): number {
  return stat(widget).median / stat(floor).median;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function main() {
  // The module runner that runs this file sets NODE_ENV=development; the build must not inherit it.
  if (!process.env.BENCH_SKIP_BUILD)
    execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const server = createDemoServer({ testEndpoints: true });
  const base = await listen(server, 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // Warm-up: the demo server compresses each file on its first request (a CDN would have it ready).
  const warmup = await open(browser, base, 1);
  await warmup.page.goto('/de/?preview');
  await settle(warmup.page);
  await warmup.context.close();
  const results: Record<string, unknown> = { runs: RUNS, date: new Date().toISOString() };
  const rows: string[][] = [];
  const row = (name: string, unit: string, values: Record<string, Stat | number | string>) =>
    rows.push([
      name,
      unit,
      ...Object.entries(values).map(
        ([key, value]) =>
          `${key}: ${typeof value === 'object' ? `${value.median.toFixed(value.median < 10 ? 3 : 0)} (${value.min.toFixed(value.min < 10 ? 3 : 0)}–${value.max.toFixed(value.max < 10 ? 3 : 0)})` : value}`,
      ),
    ]);

  try {
    for (const throttle of THROTTLES) {
      // 1. An anonymous visitor on /de/, composed on the server and client-rendered (`?csr`) side by side: bytes,
      // long tasks, layout shift, footer paint; then the warm view.
      const key = `${throttle}x`;
      for (const mode of VISITOR_MODES) {
        const cold: Awaited<ReturnType<typeof probe>>[] = [];
        /** The page loaded and idle, before the visitor did anything: what "a visitor who only scrolls" meets. */
        const loads: Awaited<ReturnType<typeof probe>>[] = [];
        const floor: number[] = [];
        const floorTbt: number[] = [];
        const warmBytes: number[] = [];
        const coldBytes: number[] = [];
        const afterFormBytes: number[] = [];
        const interactions: Record<string, number[]> = {
          'focus email': [],
          'type email': [],
          'submit with errors': [],
        };
        for (let run = 0; run < RUNS; run++) {
          // The floor: the same page with the footer content as static HTML and no footer script.
          const plain = await open(browser, base, throttle);
          await plain.page.goto('/de/?footer=static');
          await settle(plain.page);
          const plainLoad = await probe(plain.page);
          floor.push(plainLoad.footerAt);
          floorTbt.push(plainLoad.tbt);
          await plain.context.close();

          const session = await open(browser, base, throttle);
          await session.page.goto(mode.path);
          await settle(session.page);
          coldBytes.push(sum(session.scripts));
          loads.push(await probe(session.page));
          const email = session.page.locator('newsletter-signup').getByRole('textbox').first();
          const measure = async (name: string, action: () => Promise<void>) => {
            const since = await session.page.evaluate(() => performance.now());
            await action();
            await session.page.waitForTimeout(300);
            const worst = await session.page.evaluate((from) => {
              const bench = (window as unknown as { __bench: { events: { duration: number; at: number }[] } })
                .__bench;
              return bench.events
                .filter((event) => event.at >= from)
                .reduce((max, event) => Math.max(max, event.duration), 0);
            }, since);
            interactions[name]!.push(worst);
          };
          await measure('focus email', () => email.click());
          await measure('type email', () => session.page.keyboard.type('a@b'));
          await measure('submit with errors', () =>
            session.page.locator('newsletter-signup').getByRole('button').first().click(),
          );
          // The rules may still be on their way on a slow CPU: the figure waits for them.
          await session.page.waitForFunction(
            () => (window as unknown as { __bench: { form: { readyAt: number } } }).__bench.form.readyAt > 0,
          );
          afterFormBytes.push(sum(session.scripts));
          cold.push(await probe(session.page));
          // Warm: the same browser profile comes back to another page; hashed chunks come from its cache.
          const before = sum(session.scripts);
          await session.page.goto(mode.warmPath);
          await settle(session.page);
          warmBytes.push(sum(session.scripts) - before);
          await session.context.close();
        }
        const afterChunk = cold.map((c) => c.footerAt - c.footerChunkAt);
        results[`visitor_de_${mode.key}${key}`] = {
          scriptBytesBeforeInteraction: stat(coldBytes),
          scriptBytesAfterForm: stat(afterFormBytes),
          scriptBytesWarmView: stat(warmBytes),
          // Until the network is idle, before any interaction; the static floor's for comparison (the page's
          // own parse, style, layout and paint), and the longest run of the bundle's scripts in that time.
          totalBlockingTime: stat(loads.map((c) => c.tbt)),
          staticFloorTotalBlockingTime: stat(floorTbt),
          longestTask: stat(loads.map((c) => c.longest)),
          longestScriptOfOurs: stat(loads.map((c) => c.longestScriptOfOurs)),
          longScriptsOfOurs: stat(loads.map((c) => c.longScriptsOfOurs)),
          // From the load until the form validates after the first press, interactions included.
          totalBlockingTimeWithForm: stat(cold.map((c) => c.tbt)),
          cumulativeLayoutShift: stat(cold.map((c) => c.cls)),
          footerPainted: stat(cold.map((c) => c.footerAt)),
          staticFooterPainted: stat(floor),
          footerToFloorRatio: ratio(
            cold.map((c) => c.footerAt),
            floor,
          ),
          footerPaintedAfterChunk: stat(afterChunk),
          // Issue 7's target: the footer's paint once its code has arrived, within 1.5x the static floor.
          afterChunkToFloorRatio: ratio(afterChunk, floor),
          interactions: Object.fromEntries(
            Object.entries(interactions).map(([name, values]) => [name, stat(values)]),
          ),
          // From the press on the email field: the whole form on screen, and its rules running it.
          formOpensAfterPress: stat(cold.map((c) => c.formOpens)),
          formValidatesAfterPress: stat(cold.map((c) => c.formValidates)),
        };
        row(`${mode.path} visitor @${key}`, 'bytes (wire)', {
          cold: stat(coldBytes),
          'after form': stat(afterFormBytes),
          warm: stat(warmBytes),
        });
        row(`${mode.path} visitor @${key}`, 'ms', {
          TBT: stat(loads.map((c) => c.tbt)),
          'floor TBT': stat(floorTbt),
          'longest task': stat(loads.map((c) => c.longest)),
          'longest script of ours': stat(loads.map((c) => c.longestScriptOfOurs)),
          'footer painted': stat(cold.map((c) => c.footerAt)),
          'static floor': stat(floor),
          ratio: ratio(
            cold.map((c) => c.footerAt),
            floor,
          ).toFixed(2),
          'paint after chunk': stat(afterChunk),
          'after chunk / floor': ratio(afterChunk, floor).toFixed(2),
        });
        row(`${mode.path} visitor @${key}`, 'CLS', { CLS: stat(cold.map((c) => c.cls)) });
        row(`${mode.path} visitor @${key}`, 'ms with form', {
          TBT: stat(cold.map((c) => c.tbt)),
          'longest task': stat(cold.map((c) => c.longest)),
          'longest script of ours': stat(cold.map((c) => c.longestScriptOfOurs)),
        });
        row(`${mode.path} visitor @${key}`, 'ms after press', {
          'whole form shown': stat(cold.map((c) => c.formOpens)),
          'form validates': stat(cold.map((c) => c.formValidates)),
        });
        row(
          `${mode.path} visitor @${key}`,
          'INP-like ms',
          Object.fromEntries(Object.entries(interactions).map(([name, values]) => [name, stat(values)])),
        );
      }

      // 2. A footer group on a phone, and the preview modal for staff.
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
        group.push(
          await phone.page.evaluate(
            (from) =>
              (
                window as unknown as { __bench: { events: { duration: number; at: number }[] } }
              ).__bench.events
                .filter((e) => e.at >= from)
                .reduce((m, e) => Math.max(m, e.duration), 0),
            since,
          ),
        );
        await phone.context.close();

        const staff = await open(browser, base, throttle);
        await staff.context.addCookies([{ name: 'StaffAuthToken', value: issueStaffToken(), url: base }]);
        await staff.page.goto('/de/?preview');
        await settle(staff.page);
        staffBytes.push(sum(staff.scripts));
        const from = await staff.page.evaluate(() => performance.now());
        await staff.page.getByRole('button', { name: 'Vorschau-Einstellungen' }).click();
        await staff.page.waitForTimeout(300);
        modal.push(
          await staff.page.evaluate(
            (at) =>
              (
                window as unknown as { __bench: { events: { duration: number; at: number }[] } }
              ).__bench.events
                .filter((e) => e.at >= at)
                .reduce((m, e) => Math.max(m, e.duration), 0),
            from,
          ),
        );
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

    // 3. A mobile network (1x CPU): what the round trips cost, which loopback hides. Each element chunk's own
    // imports are preloaded with it (docs/decisions.md 53), so a chunk costs one round trip, not two; so are the
    // form's rules with React's chunk on the first press in a server-rendered form (docs/decisions.md 77).
    {
      const floor: number[] = [];
      const onMobileNetwork = async (path: string, press = false) => {
        const session = await open(browser, base, 1);
        await session.cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: MOBILE_NETWORK.latencyMs,
          downloadThroughput: (MOBILE_NETWORK.downloadKbps * 1000) / 8,
          uploadThroughput: (MOBILE_NETWORK.uploadKbps * 1000) / 8,
        });
        await session.page.goto(path);
        await settle(session.page);
        if (press) {
          await session.page.locator('newsletter-signup').getByRole('textbox').first().click();
          await session.page.waitForFunction(
            () => (window as unknown as { __bench: { form: { readyAt: number } } }).__bench.form.readyAt > 0,
          );
        }
        const result = await probe(session.page);
        await session.context.close();
        return result;
      };
      const network = `${MOBILE_NETWORK.latencyMs} ms RTT, ${MOBILE_NETWORK.downloadKbps / 1000} Mbit/s`;
      for (let run = 0; run < RUNS; run++) floor.push((await onMobileNetwork('/de/?footer=static')).footerAt);
      for (const mode of VISITOR_MODES) {
        const footer: number[] = [];
        const newsletter: number[] = [];
        const validates: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const page = await onMobileNetwork(mode.path, true);
          footer.push(page.footerAt);
          newsletter.push(page.newsletterAt);
          validates.push(page.formValidates);
        }
        results[`visitor_de_${mode.key}mobile_network`] = {
          network,
          newsletterPainted: stat(newsletter),
          footerPainted: stat(footer),
          staticFooterPainted: stat(floor),
          footerToFloorRatio: ratio(footer, floor),
          formValidatesAfterPress: stat(validates),
        };
        row(`${mode.path} visitor, ${network} @1x`, 'ms', {
          'newsletter painted': stat(newsletter),
          'footer painted': stat(footer),
          'static floor': stat(floor),
          ratio: ratio(footer, floor).toFixed(2),
          'form validates after press': stat(validates),
        });
      }
    }

    // 4. Scale: 1, 10 and 50 newsletter blocks with the footer (1x).
    for (const count of [1, 10, 50]) {
      const mounted: number[] = [];
      const heap: number[] = [];
      let serviceCalls: Record<string, number> = {};
      for (let run = 0; run < RUNS; run++) {
        const session = await open(browser, base, 1);
        await session.page.goto(`/__test__/scale?n=${count}`);
        await session.page.waitForFunction(
          (n) =>
            [...document.querySelectorAll('newsletter-signup')].filter((e) =>
              e.shadowRoot?.querySelector('form'),
            ).length === n,
          count,
          { timeout: 60_000 },
        );
        mounted.push(await session.page.evaluate(() => performance.now()));
        await settle(session.page);
        await session.cdp.send('HeapProfiler.collectGarbage');
        const { usedSize } = await session.cdp.send('Runtime.getHeapUsage');
        heap.push(usedSize / 1024 / 1024);
        serviceCalls = {};
        for (const path of session.requests.filter((p) => p.startsWith('/service/')))
          serviceCalls[path] = (serviceCalls[path] ?? 0) + 1;
        await session.context.close();
      }
      results[`scale_${count}`] = { allMounted: stat(mounted), heapAfterGcMb: stat(heap), serviceCalls };
      row(`${count} blocks + footer @1x`, 'ms / MB', {
        'all mounted': stat(mounted),
        'heap MB': stat(heap),
        'psdata calls': serviceCalls['/service/customerfrontenddata/api/v1/psdata'] ?? 0,
      });
    }

    // 5. Leaks: 100 cycles of adding and removing each element.
    for (const tag of ['newsletter-signup', 'shop-footer', 'country-switcher', 'preview-panel']) {
      const session = await open(browser, base, 1);
      await session.page.goto('/');
      await session.page.addScriptTag({ url: '/static/storefront-widgets.js', type: 'module' });
      await session.page.waitForFunction(() => customElements.get('shop-footer') !== undefined);
      // Each cycle waits until the element has mounted (its widget stylesheets adopted) and rendered a frame,
      // so every cycle really creates and tears down a React root, whatever the element's loading policy. A
      // visitor's <preview-panel> mounts nothing by design: its host sheet is all there is to wait for (waiting
      // for a second one made each of its cycles a 2 s time-out, 10 minutes of the benchmark).
      const sheets = tag === 'preview-panel' ? 1 : 2;
      const cycle = (n: number) =>
        session.page.evaluate(
          async ({ name, times, sheets }) => {
            const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
            for (let i = 0; i < times; i++) {
              const element = document.createElement(name);
              document.body.prepend(element);
              for (
                let waited = 0;
                waited < 2000 && element.shadowRoot!.adoptedStyleSheets.length < sheets;
                waited += 5
              )
                await new Promise((resolve) => setTimeout(resolve, 5));
              await frame();
              await frame();
              element.remove();
            }
            await new Promise((resolve) => setTimeout(resolve, 200));
          },
          { name: tag, times: n, sheets },
        );
      const heap = async () => {
        await session.cdp.send('HeapProfiler.collectGarbage');
        await session.cdp.send('HeapProfiler.collectGarbage');
        return (await session.cdp.send('Runtime.getHeapUsage')).usedSize;
      };
      await cycle(5);
      // Three rounds of 100: the median growth, with min and max, instead of one noisy figure.
      const growth: number[] = [];
      for (let round = 0; round < 3; round++) {
        const before = await heap();
        await cycle(100);
        growth.push(((await heap()) - before) / 1024);
      }
      const timers = (await probe(session.page)).timers;
      results[`leaks_${tag}`] = { heapGrowthKb: stat(growth), liveTimers: timers };
      row(`100 add/remove ${tag}`, 'KB / timers', {
        'heap growth KB': stat(growth),
        'live timers': timers,
      });
      await session.context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }

  writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  const width = rows.reduce((max, r) => Math.max(max, r[0]!.length), 0);
  console.log(`\nstorefront-widgets benchmark — median (min–max) of ${RUNS} runs\n`);
  for (const r of rows)
    console.log(`${r[0]!.padEnd(width)}  ${r[1]!.padEnd(12)}  ${r.slice(2).join('  ·  ')}`);
  console.log('\nbench/results.json written.');
}

await main();
