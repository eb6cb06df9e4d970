/**
 * The demo host as a real HTTP server, for running the app against a "remote" host:
 *   npx tsx mocks/http-server.ts           (PORT, default 8787; DEMO_FAULTS = JSON fault rules)
 *   npx tsx mocks/http-server.ts --state .demo-host/state.json
 *                                          (`npm run demo-host`: the data and sessions kept in that file, so
 *                                          a restart keeps everyone signed in; delete it to seed anew)
 * Fault rules, the request log and the rest of the demo control answer at /__demo/* (docs/api-contract.md).
 */
import { describeDemoAccounts } from './data/accounts';
import { createDemoHostServer } from './http-host';
import { loadFaultsFromEnv } from './lib/faults';
import { keepInFile } from './lib/state-file';
import { DB_KEY, restoreDb } from './lib/store';

const HOST = '127.0.0.1';
const PORT = Number(process.env.PORT ?? 8787);

loadFaultsFromEnv(process.env.DEMO_FAULTS);
const stateAt = process.argv.indexOf('--state');
const stateFile = stateAt > 0 ? process.argv[stateAt + 1] : undefined;
if (stateFile) {
  keepInFile(stateFile, [DB_KEY]);
  restoreDb();
}

createDemoHostServer().listen(PORT, HOST, () => {
  console.info(`Demo administration host listening on http://${HOST}:${PORT}`);
  console.info(`Demo accounts:\n${describeDemoAccounts()}`);
  if (process.env.DEMO_FAULTS) console.info(`Fault rules from DEMO_FAULTS: ${process.env.DEMO_FAULTS}`);
  if (stateFile) console.info(`Data and sessions kept in ${stateFile} across restarts (delete it to seed anew)`);
});
