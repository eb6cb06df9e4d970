/**
 * The journeys' own ports, apart from `npm run preview` (4173) and `npm run dev` (5173): a preview
 * left running never stands in for the build a journey run makes. E2E_PORT moves every run's ports
 * together (two runs side by side): the build here, the dev server +100, staging +200, the app
 * worker's origins and demo host +20000 and up (e2e/app-worker/setup.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
