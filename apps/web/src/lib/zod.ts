/**
 * Zod as the web app sees it (vite.config.ts aliases `zod` here): without its eval-based fast path.
 * The content security policy allows no `eval`/`new Function`, and the probe Zod makes for it when a
 * schema is created would be reported as a policy violation. Being the module every `import … from 'zod'`
 * resolves to, this runs before any schema of the app or of packages/shared is built.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
