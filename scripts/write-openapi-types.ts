import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  generateServiceConstants,
  generateServiceTypes,
  SERVICE_CONSTANTS_DIR,
  SERVICE_TYPES_FILE,
} from './openapi-types.ts';

// `npm run openapi:types`: the service contract's TypeScript types and constants, after an edit of the document.
writeFileSync(SERVICE_TYPES_FILE, await generateServiceTypes());
const constants = await generateServiceConstants();
mkdirSync(SERVICE_CONSTANTS_DIR, { recursive: true });
for (const file of readdirSync(SERVICE_CONSTANTS_DIR)) {
  if (!constants.has(file)) rmSync(join(SERVICE_CONSTANTS_DIR, file));
}
for (const [file, text] of constants) writeFileSync(join(SERVICE_CONSTANTS_DIR, file), text);
console.log(
  `${SERVICE_TYPES_FILE}, ${SERVICE_CONSTANTS_DIR}/: written from openapi/storefront-services.yaml`,
);
