import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { invalidFakes, server } from './fake-server.ts';

// A call no fake answers fails the test, as does a fake that answers what the server never sends.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  server.resetHandlers();
  const invalid = invalidFakes.splice(0);
  if (invalid.length) throw new Error(invalid.join('\n'));
});

afterAll(() => server.close());
