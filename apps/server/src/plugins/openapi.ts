/** The OpenAPI document, generated from the route schemas, browsable at /api/docs. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@my-skills/shared/constants';

export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'My Skills API',
        version: APP_VERSION,
        description:
          'Skills files, evaluations and reviews. Every answer is `{ success, data, message }`; failures add a stable `code`. ' +
          'Authentication: the `ms_session` cookie set by `POST /api/Login/authentication`.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ms_session' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
});
