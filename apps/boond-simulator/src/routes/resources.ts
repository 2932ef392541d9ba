/**
 * GET /resources/{id}, GET and PUT /resources/{id}/technical-data, POST /resources/{id}/rates and
 * /resources/{id}/high-rates. PATCH on the base resource answers 405.
 */
import type { FastifyInstance } from 'fastify';
import { BoondHttpError, ERROR_CODES, boondDate, meta, notFound, wrongAttribute } from '../envelope';
import { idempotentWrite, type SimulatorContext } from '../context';
import { initialTechnicalData, resourceFromParam, type SeededResource } from '../seed';
import { parseTechnicalData, renderTechnicalData, type TechnicalData } from '../technical-data';
import type { StoredRate } from '../store';
import { isDebug, isObject, requestData } from './json-api';

interface IdParams {
  id: string;
}

const CREATION_DATE = boondDate(new Date('2024-01-15T09:00:00Z'));

function existing(id: string): SeededResource {
  const resource = resourceFromParam(id);
  if (!resource) throw notFound('Resource');
  return resource;
}

function parseRates(body: unknown): StoredRate[] {
  const { attributes } = requestData(body);
  if (!Array.isArray(attributes.rates)) throw wrongAttribute('/data/attributes/rates');
  return attributes.rates.map((rate: unknown, i) => {
    const pointer = `/data/attributes/rates/${i}`;
    if (!isObject(rate)) throw wrongAttribute(pointer);
    if (typeof rate.skill !== 'string' || rate.skill.trim() === '') throw wrongAttribute(`${pointer}/skill`);
    const level = rate.level;
    if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > 5)
      throw wrongAttribute(`${pointer}/level`);
    return { skill: rate.skill, level };
  });
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
    return idempotentWrite(context, request, reply, () => {
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

  for (const [segment, kind] of [
    ['rates', 'rates'],
    ['high-rates', 'highRates'],
  ] as const) {
    app.post<{ Params: IdParams }>(`/resources/:id/${segment}`, async (request, reply) => {
      const resource = existing(request.params.id);
      const rates = parseRates(request.body);
      return idempotentWrite(context, request, reply, () => {
        store.state[kind][String(resource.id)] = rates;
        return {
          status: 201,
          body: {
            data: { id: store.newId(), type: kind, attributes: { rates, creationDate: boondDate(new Date()) } },
            meta: meta(true),
          },
          received: { body: request.body },
        };
      });
    });
  }
}
