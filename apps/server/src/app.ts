/**
 * Builds the application: the composition root where repositories, services and routes are wired.
 * Tests build it with their own database; src/main.ts builds it, listens and starts background work.
 */
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { errorHandlerPlugin } from './plugins/errors';
import { openApiPlugin } from './plugins/openapi';
import { createSessionService, sessionPlugin } from './plugins/session';
import { staticWebPlugin } from './plugins/static-web';
import { createSessionRepository } from './modules/auth/session.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createDevIdentityProvider } from './modules/auth/identity-providers';
import { authRoutes } from './modules/auth/auth.routes';
import { createPeopleRepository } from './modules/people/people.repository';
import { createUserService } from './modules/user/user.service';
import { userRoutes } from './modules/user/user.routes';
import { createRoleInternalRepository } from './modules/role-internal/role-internal.repository';
import { createRoleInternalService } from './modules/role-internal/role-internal.service';
import { roleInternalRoutes } from './modules/role-internal/role-internal.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createGuidesService } from './modules/guides/guides.service';
import { guidesRoutes } from './modules/guides/guides.routes';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
}

export async function buildApp({ config, database, logger, now }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // Per-request lines only when debugging: errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const people = createPeopleRepository(db);
  const sessions = createSessionRepository(db);
  const sessionService = createSessionService({
    sessions,
    ttlMinutes: config.sessionTtlMinutes,
    cookieSecure: config.cookieSecure,
    now,
  });
  const auth = createAuthService({
    db,
    people,
    sessions,
    sessionService,
    providers: [createDevIdentityProvider({ people, enabled: config.devLogin })],
    devLogin: config.devLogin,
    environmentLabel: config.environmentLabel,
  });
  const users = createUserService({ db, people });
  const roleInternal = createRoleInternalService(createRoleInternalRepository(db));
  const guides = createGuidesService();

  await app.register(errorHandlerPlugin);
  await app.register(cookie);
  await app.register(openApiPlugin);
  await app.register(sessionPlugin, { sessionService });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth, sessionService });
  await app.register(userRoutes, { users });
  await app.register(roleInternalRoutes, { roleInternal });
  await app.register(guidesRoutes, { guides });

  await app.register(staticWebPlugin, { webDist: config.webDist });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
