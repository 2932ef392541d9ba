/** GET /application/current-user (the credentials check) and GET /application/dictionary. */
import type { FastifyInstance } from 'fastify';
import { meta } from '../envelope';
import { DICTIONARY, DICTIONARY_META } from '../seed';

export async function applicationRoutes(app: FastifyInstance) {
  app.get('/application/current-user', async () => ({
    data: {
      id: '1',
      type: 'currentuser',
      attributes: {
        firstName: 'API',
        lastName: 'My Skills',
        login: 'my-skills-api',
        language: 'fr',
        level: 'administrator',
      },
    },
    meta: meta(true),
  }));

  app.get('/application/dictionary', async () => ({
    data: { setting: DICTIONARY },
    meta: DICTIONARY_META,
  }));
}
