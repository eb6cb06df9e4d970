import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A registration as the browser hands it over: events, and the workers in each state. */
class FakeRegistration extends EventTarget {
  waiting: (EventTarget & { state: string; postMessage: ReturnType<typeof vi.fn> }) | null = null;
  installing: (EventTarget & { state: string }) | null = null;
  update = vi.fn(() => Promise.resolve());
}

class FakeContainer extends EventTarget {
  controller: object | null = null;
  registration = new FakeRegistration();
  register = vi.fn(() => Promise.resolve(this.registration));
}

const newWorker = (state: string) => Object.assign(new EventTarget(), { state, postMessage: vi.fn() });

let container: FakeContainer;
let reload: ReturnType<typeof vi.fn>;

/** A fresh module (its state is the page's): started on a loaded, idle page. */
async function started() {
  vi.resetModules();
  const workerModule = await import('./app-worker');
  const { useAppWorkerStore } = await import('./app-worker-store');
  workerModule.startAppWorker(container as unknown as ServiceWorkerContainer);
  await vi.runOnlyPendingTimersAsync(); // the idle callback, then the registration
  return { ...workerModule, store: useAppWorkerStore };
}

/** A new version's worker installs and waits. */
function newVersionInstalls(): void {
  const registration = container.registration;
  const worker = newWorker('installing');
  registration.installing = worker;
  registration.dispatchEvent(new Event('updatefound'));
  worker.state = 'installed';
  registration.installing = null;
  registration.waiting = worker;
  worker.dispatchEvent(new Event('statechange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  container = new FakeContainer();
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: container }));
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the app worker: a new version is offered, never forced', () => {
  it('registers the worker beside the page once it is idle', async () => {
    await started();
    expect(container.register).toHaveBeenCalledWith('./sw.js', { scope: './' });
  });

  it('a registration that resolves nothing (workers blocked): no worker, no error, and a check asks nothing', async () => {
    container.register.mockImplementation(() => Promise.resolve(undefined as unknown as FakeRegistration));
    const errors: unknown[] = [];
    const onError = (event: PromiseRejectionEvent) => errors.push(event.reason);
    window.addEventListener('unhandledrejection', onError);
    const { checkForUpdate, store } = await started();
    await checkForUpdate();
    window.removeEventListener('unhandledrejection', onError);
    expect(errors).toEqual([]);
    expect(store.getState().updateReady).toBe(false);
  });

  it('a first visit (no worker serves the page yet) has nothing to replace: no offer', async () => {
    const { store } = await started();
    newVersionInstalls();
    expect(store.getState().updateReady).toBe(false);
  });

  it('a page the worker serves: a new version waits, the offer shows, and nothing reloads by itself', async () => {
    container.controller = {};
    const { store } = await started();
    newVersionInstalls();
    expect(store.getState().updateReady).toBe(true);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(reload).not.toHaveBeenCalled();
    expect(container.registration.waiting!.postMessage).not.toHaveBeenCalled();
  });

  it('a version already waiting when the page opens is offered at once', async () => {
    container.controller = {};
    container.registration.waiting = newWorker('installed');
    const { store } = await started();
    expect(store.getState().updateReady).toBe(true);
  });

  it('Reload: the waiting version is told to take over, and the page reloads once it has', async () => {
    container.controller = {};
    const { reloadToUpdate } = await started();
    newVersionInstalls();
    reloadToUpdate();
    expect(container.registration.waiting!.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('another tab chose Reload: this one is offered the reload, not reloaded', async () => {
    container.controller = {};
    const { store } = await started();
    container.dispatchEvent(new Event('controllerchange'));
    expect(store.getState().updateReady).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('an open tab asks for a new version every hour and when it comes back into view', async () => {
    const { UPDATE_CHECK_MS } = await started();
    expect(container.registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });
});

describe('installing the app', () => {
  it('keeps the browser’s prompt for the app’s own button, which uses it once', async () => {
    const { store, promptInstall } = await started();
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true); // no browser banner: the account menu offers it
    expect(store.getState().installPrompt).toBe(event);
    await promptInstall();
    await promptInstall();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(store.getState().installPrompt).toBeNull();
  });
});

describe('linkManifest', () => {
  it('links the manifest once, after the page has loaded (the build leaves it out of index.html)', async () => {
    const { linkManifest } = await import('./app-worker');
    document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove());
    linkManifest();
    linkManifest();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['./manifest.webmanifest']);
  });
});
