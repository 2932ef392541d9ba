/** Liveness. */
import { healthSchema } from '../schemas/health';
import { defineCalls } from './define';

export const healthCalls = defineCalls({
  health: {
    method: 'GET',
    path: '/api/health',
    response: healthSchema,
    tags: ['Health'],
    summary: 'Liveness and database kind',
    security: [],
    public: true,
  },
});
