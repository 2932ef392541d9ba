/**
 * A standalone BoondManager simulator on loopback (see README.md): Boond's dialect under `/api`,
 * inspection and failure control under `/__admin`.
 *   const sim = await startBoondSimulator({ port: 0, dataDir, ...SIMULATOR_DEV_CREDENTIALS });
 *   // sim.url → http://127.0.0.1:PORT/api ; sim.adminUrl → http://127.0.0.1:PORT/__admin
 *   await sim.close();
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import { authenticate, SIGNATURE_FAILED } from './auth';
import { answersToLose, type SimulatorContext } from './context';
import { refusedAtTheEdge } from './edge';
import { BoondHttpError, ERROR_CODES, meta } from './envelope';
import { FailureInjector } from './failures';
import { SimulatorStore } from './store';
import { actionRoutes } from './routes/actions';
import { adminRoutes } from './routes/admin';
import { applicationRoutes } from './routes/application';
import { documentRoutes } from './routes/documents';
import { resourceRoutes } from './routes/resources';

export { SIMULATOR_DEV_CREDENTIALS } from './dev-credentials';
export { SIMULATOR_ACTION_TYPES } from './seed';
export { IDEMPOTENCY_HEADER } from './context';

export interface BoondSimulatorOptions {
  /** 0 (or absent) picks a free port. */
  port?: number;
  host?: string;
  /** Where received requests and state are kept (created if missing). */
  dataDir: string;
  clientKey: string;
  clientToken: string;
  userToken: string;
  logger?: boolean;
}

export interface BoondSimulator {
  /** Base URL of the Boond API, including `/api`. */
  url: string;
  /** Base URL of the inspection and control endpoints (`/__admin`). */
  adminUrl: string;
  close(): Promise<void>;
}

const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

function boondApi(context: SimulatorContext) {
  return async (api: FastifyInstance) => {
    api.addContentTypeParser(
      'application/vnd.api+json',
      { parseAs: 'string' },
      api.getDefaultJsonParser('error', 'error'),
    );
    await api.register(multipart, { attachFieldsToBody: true, limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

    // After the body is read: an injected failure first (an outage hits every caller), then credentials.
    api.addHook('preHandler', async (request, reply) => {
      const failure = context.failures.take(request.method);
      if (failure) {
        await context.failures.sleep(failure.delayMs);
        if (failure.kind === 'cloudflare') return refusedAtTheEdge(reply, failure.retryAfter);
        if (failure.kind === 'loseAnswer') answersToLose.add(request);
        else if (failure.status !== null) {
          const seconds = failure.retryAfter ?? (failure.status === 429 || failure.status === 503 ? 1 : null);
          const detail =
            failure.status === 501
              ? '501 - The API is not enabled for this account'
              : `${failure.status} - Simulated failure`;
          throw new BoondHttpError(
            failure.status,
            String(failure.status),
            detail,
            {},
            seconds === null ? {} : { 'retry-after': String(seconds) },
          );
        }
      }
      authenticate(request, context.credentials);
    });

    api.setNotFoundHandler(async () => {
      throw new BoondHttpError(404, ERROR_CODES.notFound, '404 - Not found');
    });

    await api.register(applicationRoutes);
    await api.register(resourceRoutes, { context });
    await api.register(documentRoutes, { context });
    await api.register(actionRoutes, { context });
  };
}

function sendBoondError(error: FastifyError | BoondHttpError, reply: FastifyReply, logged: boolean) {
  if (error instanceof BoondHttpError) {
    return reply.code(error.statusCode).headers(error.headers).send(error.toBody(logged));
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const detail = status === 500 ? '500 - Internal error' : `${status} - ${error.message}`;
  const code = status === 500 ? ERROR_CODES.internal : ERROR_CODES.wrongAttribute;
  return reply.code(status).send(new BoondHttpError(status, code, detail).toBody(logged));
}

export async function startBoondSimulator(options: BoondSimulatorOptions): Promise<BoondSimulator> {
  const context: SimulatorContext = {
    store: new SimulatorStore(options.dataDir),
    failures: new FailureInjector(),
    credentials: { clientKey: options.clientKey, clientToken: options.clientToken, userToken: options.userToken },
  };
  const app = Fastify({
    logger: options.logger ?? false,
    forceCloseConnections: true,
    bodyLimit: MAX_UPLOAD_BYTES + 1024 * 1024,
  });

  app.setErrorHandler<FastifyError | BoondHttpError>((error, request, reply) => {
    if (!(error instanceof BoondHttpError) && !(error.statusCode && error.statusCode < 500)) request.log.error(error);
    const logged = !(
      error instanceof BoondHttpError &&
      (error.statusCode === 401 || error.detail === SIGNATURE_FAILED)
    );
    return sendBoondError(error, reply, logged);
  });

  await app.register(boondApi(context), { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/__admin', context });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({
      errors: [{ status: '404', code: ERROR_CODES.notFound, detail: '404 - Not found', source: {} }],
      meta: meta(false),
    }),
  );

  app.addHook('preClose', async () => context.failures.wakeAll());
  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const base = address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '[::1]');
  return {
    url: `${base}/api`,
    adminUrl: `${base}/__admin`,
    close: async () => {
      context.failures.wakeAll();
      await app.close();
    },
  };
}
