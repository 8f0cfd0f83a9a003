import { describe, expect, it } from 'vitest';
import { readContract } from '../../../demo/backend/contract.ts';
import { findOperation } from '../../contract/contract.ts';
import { ENDPOINTS } from '../failure-matrix/endpoints.tsx';

/**
 * The contract describes exactly the calls the widgets make. The failure matrix's table is the list of those
 * calls (its coverage test fails when the product uses a path the table lacks), so the two are held equal here.
 */

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The table's path with each `{parameter}` filled in, under its base. */
function address(entry: (typeof ENDPOINTS)[number]): string {
  return (entry.base ?? '') + entry.path.replace(/\{[^}]+\}/g, 'x');
}

describe('the service contract and the calls of the widgets', () => {
  it.each(ENDPOINTS.map((entry) => [entry.name, entry] as const))(
    'has an operation for %s',
    (_name, entry) => {
      expect(findOperation(entry.method, address(entry))).toBeDefined();
    },
  );

  it('describes no call the widgets do not make', () => {
    const called = new Set(
      ENDPOINTS.map((entry) => {
        const route = findOperation(entry.method, address(entry));
        return route && `${route.method} ${route.path}`;
      }),
    );
    const documented = Object.entries(readContract().paths as Record<string, Json>).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((operation) => !called.has(operation))).toEqual([]);
  });
});
