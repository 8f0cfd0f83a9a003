import { existsSync } from 'node:fs';
import { tokenKeyNotice } from './backend/tokens.ts';
import { createDemoServer, listen } from './server.ts';

const port = Number(process.env.PORT ?? 4173);
if (!existsSync(new URL('../dist/storefront-widgets.js', import.meta.url))) {
  console.error('dist/storefront-widgets.js is missing: run `npm run build` first (npm start does).');
  process.exit(1);
}
const server = createDemoServer({ testEndpoints: process.env.SW_TEST_ENDPOINTS === '1' });
const url = await listen(server, port);
console.log(`storefront-widgets demo: ${url}/`);
// Which key signs the tokens: TOKEN_SECRET, or a random one for this start (backend/tokens.ts).
console.log(`storefront-widgets demo: ${tokenKeyNotice()}`);
