import { setupServer } from 'msw/node';
import { handlers } from '../demo/backend/handlers.ts';

/** The msw server every unit test shares; tests add one-off handlers with `server.use(...)`. */
export const server = setupServer(...handlers);
