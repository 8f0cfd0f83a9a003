/**
 * `npm run bench:fragments`: the fragment handler of the built package (dist/server/index.js, `npm run build`
 * first) in this one Node process, so on one core: renders a second for each tag with nothing cached (median and
 * p99 latency, memory), the cache-hit path (304s and cached 200s a second), and how many content requests 100
 * concurrent misses of one key make. See docs/benchmark.md for the latest figures.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerRenderer from '../server/index.ts';
import { FOOTER_CONTENT } from '../demo/content/footer/index.ts';
import { FOOTER_PROMOTIONS } from '../demo/content/promotions.ts';

const DIST = resolve(process.env.SW_DIST_DIR ?? 'dist');
const SERVER = join(DIST, 'server/index.js');
if (!existsSync(SERVER)) {
  console.error(`${SERVER} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const { createFragmentHandler } = (await import(
  /* @vite-ignore */ pathToFileURL(SERVER).href
)) as typeof ServerRenderer;

type Handler = (request: Request) => Promise<Response>;

const ORIGIN = 'https://shop.example';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Sends `count` requests one after the other: answers a second, median and p99 latency, heap and RSS after. */
async function sequential(handler: Handler, count: number, path: (i: number) => string, init?: RequestInit) {
  // A warm-up, so the first render's compilation is not in the figures.
  for (let i = 0; i < 20; i++) await (await handler(new Request(ORIGIN + path(i), init))).text();
  const latencies: number[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const before = performance.now();
    const response = await handler(new Request(ORIGIN + path(i), init));
    await response.text();
    latencies.push(performance.now() - before);
  }
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const memory = process.memoryUsage();
  return {
    perSecond: Math.round(count / seconds),
    median: percentile(latencies, 50).toFixed(2),
    p99: percentile(latencies, 99).toFixed(2),
    heap: megabytes(memory.heapUsed),
    rss: megabytes(memory.rss),
  };
}

const rows: string[] = [];
const row = (name: string, figures: Record<string, string | number>) =>
  rows.push(
    `${name.padEnd(44)} ${Object.entries(figures)
      .map(([key, value]) => `${key}: ${value}`)
      .join('  ·  ')}`,
  );

// Nothing cached: each request's documents are new objects (contentTtl 0), so every answer is rendered and
// hashed anew; the newsletter block takes a new headline each time.
const uncached = createFragmentHandler({
  loadContent: (site) => ({ ...FOOTER_CONTENT[site] }),
  loadPromotion: (site) => FOOTER_PROMOTIONS[site] && { ...FOOTER_PROMOTIONS[site] },
  allowAttributes: ['headline'],
  contentTtl: 0,
});
const COUNT = Number(process.env.BENCH_FRAGMENTS ?? 400);
for (const [name, path] of [
  ['<shop-footer> DE, uncached', () => '/fragments/shop-footer?site=DE'],
  ['<country-switcher> DE, uncached', () => '/fragments/country-switcher?site=DE'],
  ['<newsletter-signup> DE, uncached', (i: number) => `/fragments/newsletter-signup?site=DE&headline=H${i}`],
] as const) {
  const figures = await sequential(uncached, COUNT, path);
  row(name, {
    'renders/s': figures.perSecond,
    'median ms': figures.median,
    'p99 ms': figures.p99,
    'heap MB': figures.heap,
    'rss MB': figures.rss,
  });
}

// The cache-hit path: the same URL again, its documents and HTML in memory.
const cached = createFragmentHandler({
  loadContent: (site) => FOOTER_CONTENT[site],
  loadPromotion: (site) => FOOTER_PROMOTIONS[site],
});
const first = await cached(new Request(`${ORIGIN}/fragments/shop-footer?site=DE`));
const etag = first.headers.get('etag')!;
const hit200 = await sequential(cached, COUNT * 10, () => '/fragments/shop-footer?site=DE');
row('<shop-footer> DE, cached 200', {
  'answers/s': hit200.perSecond,
  'median ms': hit200.median,
  'p99 ms': hit200.p99,
});
const hit304 = await sequential(cached, COUNT * 10, () => '/fragments/shop-footer?site=DE', {
  headers: { 'If-None-Match': etag },
});
row('<shop-footer> DE, 304 on If-None-Match', {
  'answers/s': hit304.perSecond,
  'median ms': hit304.median,
  'p99 ms': hit304.p99,
});

// 100 concurrent misses of one key against a content service answering in 50 ms.
let contentRequests = 0;
const slowService: typeof fetch = async (input) => {
  const url = new URL(String(input));
  await new Promise((resolve) => setTimeout(resolve, 50));
  if (url.pathname.includes('/content/')) {
    contentRequests++;
    return Response.json(FOOTER_CONTENT.DE);
  }
  return Response.json({ contentJSON: JSON.stringify(FOOTER_PROMOTIONS.DE) });
};
const fetching = createFragmentHandler({ services: ORIGIN, fetch: slowService });
const start = performance.now();
const answers = await Promise.all(
  Array.from({ length: 100 }, () => fetching(new Request(`${ORIGIN}/fragments/shop-footer?site=DE`))),
);
await Promise.all(answers.map((answer) => answer.text()));
row('<shop-footer> DE, 100 concurrent misses', {
  'content requests': contentRequests,
  'all answered ms': (performance.now() - start).toFixed(0),
  'statuses 200': answers.filter((answer) => answer.status === 200).length,
});

console.log('storefront-widgets fragment handler — one Node process (one core), dist/server/index.js\n');
console.log(rows.join('\n'));
