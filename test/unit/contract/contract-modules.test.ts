// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleGraph } from '../../../scripts/module-graph.ts';

/**
 * The contract modules (src/contract/) are what the browser clients, the widgets and the reference backend share:
 * they hold nothing but the generated constants and plain functions, and nothing the backend imports reaches
 * React.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const graph = moduleGraph(ROOT);

function closure(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of graph.get(file) ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

const REACT = /from '(?:react|react-dom|react-i18next|@r2wc\/[\w-]+)(?:\/[\w-]+)?'/;

describe('the contract modules', () => {
  const modules = readdirSync(join(ROOT, 'src/contract')).map((file) => `src/contract/${file}`);

  // And one for the cookies several services set and read (the login's, the staff's), and one for the sign-up's
  // length limits (the loader checks the email field with its limit): without code, so the loader can read them
  // without taking a service's status mapping along.
  it("are one per service, one for the cookies the services share and one for the sign-up's limits", () => {
    expect(modules.sort()).toEqual(
      [
        'ab-test',
        'cookies',
        'customer-data',
        'footer',
        'login',
        'newsletter-limits',
        'newsletter',
        'preview',
      ].map((service) => `src/contract/${service}.ts`),
    );
  });

  it.each(modules)(
    '%s imports only the constants generated from the document (and other contract modules)',
    (module) => {
      const imports = [...closure(module)].filter((file) => file !== module);
      const other = imports.filter(
        (file) => !file.startsWith('src/http/generated/constants/') && !file.startsWith('src/contract/'),
      );
      expect(other).toEqual([]);
      expect(readFileSync(join(ROOT, module), 'utf8')).not.toMatch(/from '(?!\.)/);
    },
  );

  it('leave React out of everything the reference backend imports', () => {
    const reached = [...closure('demo/backend/handlers.ts')];
    expect(reached).toContain('src/contract/newsletter.ts');
    const withReact = reached.filter(
      (file) => file.endsWith('.tsx') || REACT.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(withReact).toEqual([]);
  });
});
