/** Reading JSON:API request documents: `{ data: { id?, type?, attributes, relationships? } }`. */
import { missingParameter, wrongAttribute } from '../envelope';

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface RequestData {
  id?: unknown;
  type?: unknown;
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
}

export function requestData(body: unknown): RequestData {
  if (!isObject(body) || !isObject(body.data)) throw missingParameter('data');
  const { data } = body;
  if (data.attributes !== undefined && !isObject(data.attributes)) throw wrongAttribute('/data/attributes');
  if (data.relationships !== undefined && !isObject(data.relationships)) throw wrongAttribute('/data/relationships');
  return {
    id: data.id,
    type: data.type,
    attributes: isObject(data.attributes) ? data.attributes : {},
    relationships: isObject(data.relationships) ? data.relationships : {},
  };
}

export const isDebug = (headers: Record<string, string | string[] | undefined>) =>
  headers['x-debug-boondmanager'] === 'true';
