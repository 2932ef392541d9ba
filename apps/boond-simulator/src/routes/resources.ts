/**
 * GET /resources/{id}, GET /resources/{id}/information (with the resource's files and resumes, as production answers
 * since mid-2025: benoitkochversusmind/boondmanager-mcp-vsm CHANGELOG 1.17.1), GET and PUT
 * /resources/{id}/technical-data (no relationships, as LittleBigCode/boondmanager-mock answers it). PATCH on the base resource answers 405. There is no rates route:
 * the official route list has none (skill levels are the technical data's tools).
 */
import type { FastifyInstance } from 'fastify';
import { BoondHttpError, ERROR_CODES, boondDate, meta, notFound, wrongAttribute } from '../envelope';
import { applyWrite, type SimulatorContext } from '../context';
import { initialTechnicalData, resourceFromParam, type SeededResource } from '../seed';
import { parseTechnicalData, renderTechnicalData, type TechnicalData } from '../technical-data';
import type { StoredDocument } from '../store';
import { isDebug, requestData } from './json-api';

interface IdParams {
  id: string;
}

const CREATION_DATE = boondDate(new Date('2024-01-15T09:00:00Z'));

function existing(id: string): SeededResource {
  const resource = resourceFromParam(id);
  if (!resource) throw notFound('Resource');
  return resource;
}

/** A resource's documents of one parent type, as a JSON:API relationship and its included resources. */
function documentsOf(documents: readonly StoredDocument[], resourceId: number, parentType: string) {
  const mine = documents.filter((d) => d.parentId === resourceId && d.parentType === parentType);
  return {
    relationship: { data: mine.map((d) => ({ id: d.id, type: 'document' })) },
    included: mine.map((d) => ({
      id: d.id,
      type: 'document',
      attributes: { name: d.file.fileName, size: d.file.size, creationDate: d.creationDate },
    })),
  };
}

export async function resourceRoutes(app: FastifyInstance, { context }: { context: SimulatorContext }) {
  const { store } = context;
  const technicalDataOf = (id: number): TechnicalData =>
    store.state.technicalData[String(id)] ?? initialTechnicalData(id);

  app.get<{ Params: IdParams }>('/resources/:id', async (request) => {
    const resource = existing(request.params.id);
    return {
      data: {
        id: String(resource.id),
        type: 'resource',
        attributes: {
          civility: 0,
          firstName: resource.firstName,
          lastName: resource.lastName,
          typeOf: resource.typeOf,
          state: 1,
          title: technicalDataOf(resource.id).title ?? resource.title,
          email1:
            `${resource.firstName}.${resource.lastName}`
              .toLowerCase()
              .normalize('NFD')
              .replace(/[^a-z0-9.]/g, '') + '@example.com',
          creationDate: CREATION_DATE,
        },
      },
      meta: meta(true),
    };
  });

  app.patch<{ Params: IdParams }>('/resources/:id', async (request) => {
    existing(request.params.id);
    throw new BoondHttpError(405, ERROR_CODES.methodNotAllowed, '405 - Method not allowed');
  });

  app.get<{ Params: IdParams }>('/resources/:id/information', async (request) => {
    const resource = existing(request.params.id);
    const files = documentsOf(store.state.documents, resource.id, 'resource');
    const resumes = documentsOf(store.state.documents, resource.id, 'resourceResume');
    return {
      data: {
        id: String(resource.id),
        type: 'resource',
        attributes: { firstName: resource.firstName, lastName: resource.lastName, title: resource.title },
        relationships: { files: files.relationship, resumes: resumes.relationship },
      },
      included: [...files.included, ...resumes.included],
      meta: meta(true),
    };
  });

  app.get<{ Params: IdParams }>('/resources/:id/technical-data', async (request) => {
    const resource = existing(request.params.id);
    return {
      data: {
        id: String(resource.id),
        type: 'resource',
        attributes: renderTechnicalData(technicalDataOf(resource.id)),
      },
      meta: meta(true),
    };
  });

  app.put<{ Params: IdParams }>('/resources/:id/technical-data', async (request, reply) => {
    const resource = existing(request.params.id);
    const data = requestData(request.body);
    if (data.id === undefined) throw wrongAttribute('/data/id');
    if (String(data.id) !== String(resource.id))
      throw wrongAttribute('/data/id', 'Wrong or missing attribute: id does not match the URL');
    if (data.type !== 'resource') throw wrongAttribute('/data/type');
    const changes = parseTechnicalData(data.attributes, isDebug(request.headers));
    return applyWrite(context, request, reply, () => {
      // A new reference ("0") gets its id.
      if (changes.references)
        changes.references = changes.references.map((r) => (r.id === '0' ? { ...r, id: store.newId() } : r));
      const updated = { ...technicalDataOf(resource.id), ...changes };
      store.state.technicalData[String(resource.id)] = updated;
      return {
        status: 200,
        body: {
          data: { id: String(resource.id), type: 'resource', attributes: renderTechnicalData(updated) },
          meta: meta(true),
        },
        received: { body: request.body },
      };
    });
  });
}
