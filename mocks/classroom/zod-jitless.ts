import { z } from 'zod';

// Under the page's Content-Security-Policy (no 'unsafe-eval') zod's probe for `new Function` is
// reported as a violation even though zod catches it: the host's schemas parse without the JIT,
// as the app's do (src/lib/zod-config.ts). Imported first by page.ts.
z.config({ jitless: true });
