import type { Page } from 'playwright-core';

/* What the benchmark measures inside the page: the probe installed before the page's first byte, and reading it. */

/** Collected in the page from the first byte: long tasks, layout shifts, event timings, footer paint. */
export const PAGE_PROBE = () => {
  const bench = {
    longTasks: [] as number[][],
    /** Each script of the bundle (served under /static/) that ran 50 ms or more in one go: [start, duration]. */
    longScriptsOfOurs: [] as number[][],
    cls: 0,
    events: [] as { name: string; duration: number; at: number }[],
    footerAt: 0,
    newsletterAt: 0,
    timers: 0,
    /**
     * The first press in the newsletter block, when its whole form showed, when its rules ran it, and when the
     * email field first showed itself invalid (`aria-invalid`, its message under it), after a blur.
     */
    form: { pressAt: 0, openAt: 0, readyAt: 0, messageAt: 0 },
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
        if (!bench.form.messageAt && root?.querySelector('input[type="email"][aria-invalid="true"]'))
          bench.form.messageAt = now;
        // A visitor who leaves no field invalid shows no message: the watch ends 10 s after the press.
        const waiting = !bench.form.messageAt && now - bench.form.pressAt < 10_000;
        if (!bench.form.openAt || !bench.form.readyAt || waiting) requestAnimationFrame(watchForm);
      };
      watchForm();
    },
    { capture: true },
  );
};

export async function probe(page: Page) {
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
          form: { pressAt: number; openAt: number; readyAt: number; messageAt: number };
        };
      }
    ).__bench;
    const tbt = bench.longTasks.reduce((total, [, duration]) => total + Math.max(0, duration! - 50), 0);
    const longest = bench.longTasks.reduce((max, [, duration]) => Math.max(max, duration!), 0);
    const longestScriptOfOurs = bench.longScriptsOfOurs.reduce(
      (max, [, duration]) => Math.max(max, duration!),
      0,
    );
    // A moment the widgets mark for a page's monitoring (`performance.mark`, README "Monitoring") is read from that
    // mark, so the lab and the field name the same moment: the form's rules ready is `form-ready`. The footer's
    // paint stays the frame the probe sees it in: its `shown` mark is when the script met the server's drawing,
    // which on a composed page is painted before that, and the static floor has no mark.
    const marked = (name: string) =>
      performance.getEntriesByName(`storefront-widgets:newsletter-signup:${name}`, 'mark')[0]?.startTime;
    const formReadyAt = marked('form-ready') ?? bench.form.readyAt;
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
      formValidates: formReadyAt - bench.form.pressAt,
      messageAfterPress: bench.form.messageAt - bench.form.pressAt,
      pressAt: bench.form.pressAt,
    };
  });
}

/** The longest event (an INP-like figure) the page timed since `from` (its `performance.now()`), before `to`. */
export function longestEventSince(page: Page, from: number, to = Infinity): Promise<number> {
  return page.evaluate(
    ([since, until]) =>
      (window as unknown as { __bench: { events: { duration: number; at: number }[] } }).__bench.events
        .filter((event) => event.at >= since && event.at < until)
        .reduce((max, event) => Math.max(max, event.duration), 0),
    [from, to] as const,
  );
}
