import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createDemoServer, listen } from '../demo/server.ts';
import { server as msw } from './msw.ts';

/**
 * A demo server over real HTTP for the calling test file, with an empty `dist/` (its pages are not composed), and
 * msw closed so that the file's requests reach it. Returns its base URL, known once the file's `beforeAll` ran.
 */
export function demoServerOverHttp(): () => string {
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    msw.close();
    server = createDemoServer({ distDir: mkdtempSync(join(tmpdir(), 'sw-dist-')) });
    base = await listen(server, 0);
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return () => base;
}
