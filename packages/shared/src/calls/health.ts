/** Liveness and readiness for the orchestrator (docs/operations.md). */
import { healthSchema, livenessSchema, readinessSchema } from '../schemas/health';
import { defineCalls } from './define';

export const healthCalls = defineCalls({
  health: {
    method: 'GET',
    path: '/api/health',
    response: healthSchema,
    tags: ['Health'],
    summary: 'Process and database answer (kept for existing callers; orchestrators use live and ready)',
    security: [],
    public: true,
  },
  live: {
    method: 'GET',
    path: '/api/health/live',
    response: livenessSchema,
    tags: ['Health'],
    summary: 'Liveness: the process answers (no database round trip)',
    description:
      'For the liveness probe: restart the process when it fails. Never touches the database, so a database outage does not restart every process.',
    security: [],
    public: true,
  },
  ready: {
    method: 'GET',
    path: '/api/health/ready',
    response: readinessSchema,
    tags: ['Health'],
    summary: 'Readiness: database reachable, migrations applied, not shutting down',
    description:
      'For the readiness probe: send no traffic while it fails. 503 SERVICE_UNAVAILABLE (in the envelope) while the database does not answer within 2 s, while migrations the code knows are not applied, and from the moment the process receives SIGTERM or SIGINT.',
    security: [],
    public: true,
  },
});
