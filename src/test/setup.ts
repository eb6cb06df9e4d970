import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDemoHost } from '@mocks/demo-state';
import { server } from '@mocks/node';
import { connectivity } from '@/lib/network/connectivity';
import { sessionWritten } from '@/lib/session/session-store';

// Mantine reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.HTMLElement.prototype.scrollIntoView = () => {};
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // A session write still sealing would otherwise land after jsdom is gone (the file's last test).
  await sessionWritten();
  server.resetHandlers();
  resetDemoHost();
  localStorage.clear();
  sessionStorage.clear();
  // A test's network failure leaves the host "out of reach" (no retries) for the next test: not so.
  connectivity.hostAnswered();
});
afterAll(() => server.close());
