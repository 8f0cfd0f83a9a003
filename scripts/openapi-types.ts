import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { CONTRACT_FILE, readContract } from '../demo/backend/contract.ts';

/** Where `npm run openapi:types` writes the types of the service contract. */
export const SERVICE_TYPES_FILE = 'src/http/generated/storefront-services.ts';

const HEADER = `/**
 * Generated from openapi/storefront-services.yaml by \`npm run openapi:types\` (openapi-typescript): do not edit.
 * test/unit/contract/openapi-document.test.ts fails when this file is not what the document generates.
 */
`;

/** The TypeScript types of the service contract, formatted as the repository formats its files. */
export async function generateServiceTypes(): Promise<string> {
  // The parsed document, not its file: openapi-typescript then reads nothing from outside the repository.
  const ast = await openapiTS(readContract() as unknown as OpenAPI3, { silent: true });
  const options = await resolveConfig(CONTRACT_FILE);
  return format(HEADER + astToString(ast), { ...options, parser: 'typescript' });
}
