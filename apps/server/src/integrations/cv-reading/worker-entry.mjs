/**
 * The worker thread's entry (reader.ts): plain JavaScript, so that it starts the same way whether the server runs
 * under tsx, vitest or the bench — it registers tsx's loader for this thread, then loads the TypeScript worker.
 */
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
