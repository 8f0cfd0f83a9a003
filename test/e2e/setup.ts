import { afterAll, beforeAll } from 'vitest';
import { startDemoServer, stopDemoServer } from './demo-server.ts';

// Runs in the worker before each browser test file: its own demo server, up before the file's hooks and tests.
beforeAll(startDemoServer);
afterAll(stopDemoServer);
