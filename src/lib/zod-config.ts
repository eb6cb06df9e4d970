import { z } from 'zod/mini';

// Under the strict Content-Security-Policy (no 'unsafe-eval') zod's probe for `new Function` is
// reported as a violation even though zod catches it: parse without the JIT. Imported first by main.tsx.
z.config({ jitless: true });
