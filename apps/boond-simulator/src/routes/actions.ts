/**
 * POST /actions: a log entry on a resource.
 * `{ data: { attributes: { typeOf, startDate, text }, relationships: { dependsOn: { data: { id, type: "resource" } } } } }`
 */
import type { FastifyInstance } from 'fastify';
import { BOOND_DATE_PATTERN, boondDate, meta, notFound, wrongAttribute } from '../envelope';
import { idempotentWrite, type SimulatorContext } from '../context';
import { ACTION_TYPE_CODES, resourceFromParam } from '../seed';
import { isObject, requestData } from './json-api';

export async function actionRoutes(app: FastifyInstance, { context }: { context: SimulatorContext }) {
  const { store } = context;

  app.post('/actions', async (request, reply) => {
    const { attributes, relationships } = requestData(request.body);
    const typeOf =
      typeof attributes.typeOf === 'string' && /^[1-9]\d*$/.test(attributes.typeOf)
        ? Number(attributes.typeOf)
        : attributes.typeOf;
    if (typeof typeOf !== 'number' || !ACTION_TYPE_CODES.has(typeOf)) throw wrongAttribute('/data/attributes/typeOf');
    const { startDate, text } = attributes;
    if (typeof startDate !== 'string' || !BOOND_DATE_PATTERN.test(startDate))
      throw wrongAttribute('/data/attributes/startDate');
    if (typeof text !== 'string' || text.trim() === '') throw wrongAttribute('/data/attributes/text');
    const dependsOn = isObject(relationships.dependsOn) ? relationships.dependsOn.data : undefined;
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

    return idempotentWrite(context, request, reply, () => {
      const action = {
        id: store.newId(),
        resourceId: resource.id,
        typeOf,
        startDate,
        text,
        creationDate: boondDate(new Date()),
      };
      store.state.actions.push(action);
      return {
        status: 201,
        body: {
          data: {
            id: action.id,
            type: 'action',
            attributes: { typeOf, startDate, text, creationDate: action.creationDate },
            relationships: { dependsOn: { data: { id: String(resource.id), type: 'resource' } } },
          },
          meta: meta(true),
        },
        received: { body: request.body },
      };
    });
  });

  app.get<{ Params: { id: string } }>('/actions/:id', async (request) => {
    const action = store.state.actions.find((a) => a.id === request.params.id);
    if (!action) throw notFound('Action');
    return {
      data: {
        id: action.id,
        type: 'action',
        attributes: {
          typeOf: action.typeOf,
          startDate: action.startDate,
          text: action.text,
          creationDate: action.creationDate,
        },
        relationships: { dependsOn: { data: { id: String(action.resourceId), type: 'resource' } } },
      },
      meta: meta(true),
    };
  });
}
