/**
 * Serves the built web app from the API's port: hashed assets cached for a year, index.html never cached,
 * and every non-API path answered with index.html so the client router can show the page (or its 404).
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { failure } from './errors';

export const staticWebPlugin = fp<{ webDist: string }>(async (app, { webDist }) => {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !hasWeb || request.method !== 'GET') {
      return reply.status(404).send(failure(request, 'NOT_FOUND'));
    }
    const assetLike = /\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '');
    if (assetLike) return reply.status(404).send(failure(request, 'NOT_FOUND'));
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
});
