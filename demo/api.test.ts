// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { demoServerOverHttp } from '../test/demo-http.ts';
import { CONTRACT_FILE, readContract } from './backend/contract.ts';
import { apiDocsPage } from './pages/api-docs.ts';
import { SECURITY_HEADERS } from './server/security-headers.ts';

type Json = Record<string, unknown>;

describe('the service contract on the demo server (/api/)', () => {
  const base = demoServerOverHttp();
  const get = (path: string, init?: RequestInit) => fetch(base() + path, { redirect: 'manual', ...init });

  it('serves the document as written at /api/openapi.yaml', async () => {
    const response = await get('/api/openapi.yaml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(await response.text()).toBe(readFileSync(CONTRACT_FILE, 'utf8'));
  });

  it('serves the same document as JSON at /api/openapi.json', async () => {
    const response = await get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(parse(readFileSync(CONTRACT_FILE, 'utf8')));
  });

  it('renders the document at /api/ with every operation and schema, under the demo’s CSP', async () => {
    const response = await get('/api/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response.headers.get(name)).toBe(value);
    const page = await response.text();
    const document = readContract();
    for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
      expect(page).toContain(`<code>${path}</code>`);
      for (const operation of Object.values(item).filter(
        (value): value is Json => !!(value as Json)?.operationId,
      ))
        expect(page).toContain(`id="${String(operation.operationId)}"`);
    }
    for (const name of Object.keys((document.components as Json).schemas as Json))
      expect(page).toContain(`id="schema-${name}"`);
    // No script, no inline style, nothing from another origin: `script-src 'self'; style-src 'self'` holds.
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
  });

  it('links only to anchors the page has, and to stylesheets the server serves', async () => {
    const page = await (await get('/api/')).text();
    const ids = new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    for (const [, anchor] of page.matchAll(/href="#([^"]+)"/g)) expect(ids, anchor).toContain(anchor);
    for (const [, sheet] of page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
      const css = await get(sheet!);
      expect(css.status, sheet).toBe(200);
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    }
  });

  it('sends /api to /api/', async () => {
    const response = await get('/api');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/api/');
  });

  it('is linked from the demo index', async () => {
    expect(await (await get('/')).text()).toContain('href="/api/"');
  });
});

describe('the rendered contract page', () => {
  it('escapes every text of the document', () => {
    const hostile = '<script>alert(1)</script>';
    const page = apiDocsPage({
      openapi: '3.1.0',
      info: {
        title: hostile,
        version: '"><img src=x onerror=alert(1)>',
        description: `- ${hostile}\n\n\`${hostile}\``,
      },
      tags: [{ name: `t"${hostile}`, description: hostile }],
      paths: {
        [`/x/${hostile}`]: {
          get: {
            operationId: `op"${hostile}`,
            tags: [`t"${hostile}`],
            summary: hostile,
            description: hostile,
            parameters: [{ name: hostile, in: 'query', description: hostile, schema: { enum: [hostile] } }],
            responses: {
              200: { description: hostile, content: { [hostile]: { schema: { const: hostile } } } },
            },
          },
        },
      },
      components: {
        schemas: { [hostile]: { description: hostile, properties: { [hostile]: { type: hostile } } } },
      },
    });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).not.toMatch(/"[^"]*"><img/);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('<code>&lt;script&gt;alert(1)&lt;/script&gt;</code>');
  });

  it('keeps the paragraphs, lists and code spans of a description', () => {
    const page = apiDocsPage({
      openapi: '3.1.0',
      info: {
        title: 'T',
        version: '1',
        description: 'One `a`\nline.\n\nRules:\n- first\n  goes on\n- second',
      },
      paths: {},
    });
    expect(page).toContain(
      '<p>One <code>a</code> line.</p><p>Rules:</p><ul><li>first goes on</li><li>second</li></ul>',
    );
  });
});
