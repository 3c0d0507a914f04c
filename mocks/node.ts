import { setupServer } from 'msw/node';
import { createHandlers, type HandlerOptions } from './handlers';

/** msw server answering the content API at `baseUrl`, for jest (`server.listen()` in beforeAll). */
export function createMockServer(baseUrl: string, options: HandlerOptions = {}) {
  return setupServer(...createHandlers(baseUrl, options));
}
