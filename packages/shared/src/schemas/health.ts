import { z } from 'zod';

const databaseKind = z.enum(['pglite', 'postgres']);

/** GET /api/health: the process answers and the database answers (kept for existing callers). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: databaseKind,
});

/** GET /api/health/live: the process answers; the database is not touched. */
export const livenessSchema = z.object({
  status: z.literal('ok'),
});

/** GET /api/health/ready: the database answers, its migrations are applied and the process is not shutting down. */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  database: databaseKind,
});
