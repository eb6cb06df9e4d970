import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n/i18n';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { hashPath, needsAllNamespaces } from '@/lib/i18n/namespaces';
import { hydrateSession } from '@/lib/session/session-store';

async function startDemoHostIfNeeded(): Promise<void> {
  // Loaded only without a configured host. The test is on the literal build-time value so
  // that a build for a real host drops the demo host's chunk entirely.
  if (import.meta.env.VITE_API_BASE_URL) return;
  const { startDemoHost } = await import('@mocks/browser');
  await startDemoHost();
}

// A signed-out first page gets only its own catalogues; a signed-in one gets all at once (no waterfall).
const i18nScope = () => (needsAllNamespaces(hashPath(window.location.hash)) ? 'all' : 'signed-out');

async function boot(): Promise<void> {
  await Promise.all([startDemoHostIfNeeded(), hydrateSession(), initI18n(useLocaleStore.getState().locale, i18nScope())]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
