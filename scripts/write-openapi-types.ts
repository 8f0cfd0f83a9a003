import { writeFileSync } from 'node:fs';
import { generateServiceTypes, SERVICE_TYPES_FILE } from './openapi-types.ts';

// `npm run openapi:types`: the service contract's TypeScript types, after an edit of the document.
writeFileSync(SERVICE_TYPES_FILE, await generateServiceTypes());
console.log(`${SERVICE_TYPES_FILE}: written from openapi/storefront-services.yaml`);
