/**
 * POST /actions: a log entry on a resource; GET /actions/{id}; GET /resources/{id}/actions (the resource's log, newest
 * first, paged: `page` from 1, `maxResults` up to 500).
 * `{ data: { attributes: { typeOf, startDate, text }, relationships: { dependsOn: { data: { id, type: "resource" } } } } }`
 * `typeOf` must be one of the tenant's resource action types (dictionary `setting.action.resource`).
 */
import type { FastifyInstance } from 'fastify';
import { BOOND_DATE_PATTERN, boondDate, meta, missingRequired, notFound, wrongAttribute } from '../envelope';
import { applyWrite, type SimulatorContext } from '../context';
import { ACTION_TYPE_CODES, resourceFromParam } from '../seed';
import type { StoredAction } from '../store';
import { isObject, requestData } from './json-api';
import { pageOf } from './paging';

const render = (action: StoredAction) => ({
  id: action.id,
  type: 'action',
  attributes: {
    typeOf: action.typeOf,
    startDate: action.startDate,
    text: action.text,
    creationDate: action.creationDate,
  },
  relationships: { dependsOn: { data: { id: String(action.resourceId), type: 'resource' } } },
});

export async function actionRoutes(app: FastifyInstance, { context }: { context: SimulatorContext }) {
  const { store } = context;

  app.post('/actions', async (request, reply) => {
    const { attributes, relationships } = requestData(request.body);
    const typeOf = attributes.typeOf;
    if (typeof typeOf !== 'number' || !ACTION_TYPE_CODES.has(typeOf)) throw missingRequired('/data/attributes/typeOf');
    const { startDate, text } = attributes;
    if (typeof startDate !== 'string' || !BOOND_DATE_PATTERN.test(startDate))
      throw wrongAttribute('/data/attributes/startDate');
    if (typeof text !== 'string' || text.trim() === '') throw wrongAttribute('/data/attributes/text');
    const dependsOn = isObject(relationships.dependsOn) ? relationships.dependsOn.data : undefined;
    // No resource at all: a missing required attribute (benoitkochversusmind/boondmanager-mcp-vsm CHANGELOG 1.10.2).
    if (dependsOn === undefined) throw missingRequired('/data/relationships/dependsOn');
    if (
      !isObject(dependsOn) ||
      dependsOn.type !== 'resource' ||
      (typeof dependsOn.id !== 'string' && typeof dependsOn.id !== 'number')
    ) {
      throw wrongAttribute('/data/relationships/dependsOn');
    }
    const resource = resourceFromParam(String(dependsOn.id));
    if (!resource)
      throw wrongAttribute('/data/relationships/dependsOn/data/id', 'Wrong or missing attribute: unknown resource');

    return applyWrite(context, request, reply, () => {
      const action: StoredAction = {
        id: store.newId(),
        resourceId: resource.id,
        typeOf,
        startDate,
        text,
        creationDate: boondDate(new Date()),
      };
      store.state.actions.push(action);
      return { status: 201, body: { data: render(action), meta: meta(true) }, received: { body: request.body } };
    });
  });

  app.get<{ Params: { id: string } }>('/actions/:id', async (request) => {
    const action = store.state.actions.find((a) => a.id === request.params.id);
    if (!action) throw notFound('Action');
    return { data: render(action), meta: meta(true) };
  });

  app.get<{ Params: { id: string } }>('/resources/:id/actions', async (request) => {
    const resource = resourceFromParam(request.params.id);
    if (!resource) throw notFound('Resource');
    const mine = store.state.actions.filter((a) => a.resourceId === resource.id).reverse();
    const { rows, total } = pageOf(mine, request.query);
    return { data: rows.map(render), meta: meta(true, { totals: { rows: total } }) };
  });
}
