/**
 * The staging target's web server (playwright.staging.config.ts) when no deployed portal is given:
 * a production build for the administration host E2E_API_URL (chat: E2E_CHAT_URL), served on PORT,
 * as it would be deployed for that host.
 */
import { productionBuild } from '../../scripts/lib/production-build';
import { serveBuild } from '../../scripts/lib/static-server';

const apiBaseUrl = process.env.E2E_API_URL ?? '';
const port = Number(process.env.PORT);
const outDir = `.e2e-dist/staging-${port}`;
if (!/^https?:\/\//.test(apiBaseUrl))
  throw new Error('E2E_API_URL: the administration host to test against, e.g. https://staging.example.school');

process.env.PRECOMPRESS = '0'; // served without nginx
await productionBuild({ outDir, apiBaseUrl, chatBaseUrl: process.env.E2E_CHAT_URL });
await serveBuild(() => outDir, port);
console.info(`A production build for ${apiBaseUrl} on :${port}`);
