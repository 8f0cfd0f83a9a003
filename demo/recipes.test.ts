// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docBlock } from '../test/docs.ts';

/*
 * The integrator guides' proxy and cache recipes (docs/guides/fragments.md, docs/guides/services.md) are the files the browser tests run: test/e2e/nginx-ssi.e2e.ts runs
 * demo/nginx/nginx.conf.template, test/e2e/varnish-esi.e2e.ts demo/varnish/default.vcl, test/e2e/hosts.e2e.ts the
 * hosts under test/hosts/. A change to one without the other fails here.
 */

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe("the guides' recipes are the files the browser tests run", () => {
  it('nginx SSI with proxy_cache: demo/nginx/nginx.conf.template, word for word', () => {
    expect(docBlock('docs/guides/fragments.md', '### nginx SSI with proxy_cache', 'nginx')).toBe(
      read('demo/nginx/nginx.conf.template'),
    );
  });

  it('Varnish ESI: demo/varnish/default.vcl, word for word', () => {
    expect(docBlock('docs/guides/fragments.md', '### Varnish ESI', 'vcl')).toBe(
      read('demo/varnish/default.vcl'),
    );
  });

  it("README's forwarding of reports: demo/public/forward-reports.js, which the storefront pages run, word for word", () => {
    expect(docBlock('README.md', '## Monitoring', 'js')).toBe(read('demo/public/forward-reports.js'));
  });

  it("Dev-server proxy: each Vite host's proxy line, with the services' address the test gives it", () => {
    const line = docBlock('docs/guides/services.md', '### Dev-server proxy', 'ts')
      .split('\n')
      .find((text) => text.trim().startsWith('server:'));
    expect(line).toContain('changeOrigin: false');
    const asRun = line!.replace("'http://127.0.0.1:4173'", 'services');
    for (const host of ['vite-react', 'vue'])
      expect(read(`test/hosts/${host}/vite.config.ts`).split('\n'), host).toContain(asRun);
  });

  it("Dev-server proxy: nginx's forwarding of /service/, with the services' address the test gives it", () => {
    const recipe = docBlock('docs/guides/services.md', '### Dev-server proxy', 'nginx');
    const forwarding = recipe.slice(recipe.indexOf('location /service/ {'));
    expect(forwarding).toContain('proxy_set_header Host $http_host;');
    const asRun = forwarding.replace('http://127.0.0.1:4173', '{{SERVICES}}').replaceAll('\n', '\n    ');
    expect(read('test/hosts/static/nginx.conf.template')).toContain(asRun.trimEnd());
  });
});
