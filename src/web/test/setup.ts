import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { activateLanguage } from '../app/i18n/activate-language.ts';
import { invalidFakes, server } from './fake-server.ts';

// findBy and waitFor wait up to 5 s, not 1: on a busy 2-core machine a lazy page's first render can take longer.
configure({ asyncUtilTimeout: 5000 });

// Every test starts in English, the source language (a test that switches language is put back after it).
await activateLanguage('en');

// A call no fake answers fails the test, as does a fake that answers what the server never sends.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
  localStorage.clear();
  server.resetHandlers();
  const invalid = invalidFakes.splice(0);
  if (invalid.length) throw new Error(invalid.join('\n'));
});

afterAll(() => server.close());
