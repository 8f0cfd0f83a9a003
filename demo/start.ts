import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadRenderer } from './fragments.ts';
import { tokenKeyNotice } from './backend/tokens.ts';
import { createDemoServer, listen } from './server.ts';

const port = Number(process.env.PORT ?? 4173);
if (!existsSync(new URL('../dist/storefront-widgets.js', import.meta.url))) {
  console.error('dist/storefront-widgets.js is missing: run `npm run build` first (npm start does).');
  process.exit(1);
}
// The server renderer is imported now: this script runs in Vite's module runner, which takes no import after start.
await loadRenderer(fileURLToPath(new URL('../dist', import.meta.url))).catch((error: unknown) => {
  console.warn(
    `storefront pages will be client-rendered: the server renderer did not load (${String(error)})`,
  );
});
// Pages on other origins that may call the reference backend (docs/guides/services.md, "The reference
// backend on another origin").
const list = (name: string) => (process.env[name] ?? '').split(',').filter((entry) => entry.trim() !== '');
const corsOrigins = list('SW_CORS_ORIGINS');
// Behind a proxy that replaces the Host (docs/guides/services.md, "A proxy that replaces the Host").
const publicOrigins = list('SW_PUBLIC_ORIGINS');
const trustedProxies = list('SW_TRUSTED_PROXIES');
const server = createDemoServer({
  testEndpoints: process.env.SW_TEST_ENDPOINTS === '1',
  corsOrigins,
  publicOrigins,
  trustedProxies,
});
const url = await listen(server, port);
console.log(`storefront-widgets demo: ${url}/`);
// Which key signs the tokens: TOKEN_SECRET, or a random one for this start (backend/tokens.ts).
console.log(`storefront-widgets demo: ${tokenKeyNotice()}`);
if (corsOrigins.length > 0)
  console.log(`storefront-widgets demo: services answer CORS for ${corsOrigins.join(', ')}`);
if (publicOrigins.length > 0)
  console.log(`storefront-widgets demo: sign-ups and logins taken from pages on ${publicOrigins.join(', ')}`);
if (trustedProxies.length > 0)
  console.log(`storefront-widgets demo: X-Forwarded-Host believed from ${trustedProxies.join(', ')}`);
