/**
 * POST /documents: multipart/form-data with `file`, `parentType` (resourceResume | resource) and `parentId`; the answer's
 * id reads "<n>_document", as BoondManager's does; a file over 15 MB is refused (422). GET /documents/{id}.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { BoondHttpError, ERROR_CODES, boondDate, meta, missingParameter, notFound } from '../envelope';
import { applyWrite, type SimulatorContext } from '../context';
import { resourceFromParam } from '../seed';
import type { ReceivedFile } from '../store';
import { isObject } from './json-api';

const PARENT_TYPES = new Set(['resourceResume', 'resource']);
/** BoondManager's upload limit. */
export const MAX_DOCUMENT_BYTES = 15 * 1024 * 1024;

type Part = MultipartFile | MultipartValue;

const isPart = (value: unknown): value is Part => isObject(value) && (value.type === 'file' || value.type === 'field');

/** The parts of a multipart body attached by @fastify/multipart (first one when a name repeats). */
function partsOf(request: FastifyRequest): Map<string, Part> {
  const parts = new Map<string, Part>();
  if (!request.isMultipart() || !isObject(request.body)) return parts;
  for (const [name, value] of Object.entries(request.body)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (isPart(first)) parts.set(name, first);
  }
  return parts;
}

function field(parts: Map<string, Part>, name: string): string {
  const part = parts.get(name);
  if (!part || part.type !== 'field' || typeof part.value !== 'string' || part.value === '')
    throw missingParameter(name);
  return part.value;
}

export async function documentRoutes(app: FastifyInstance, { context }: { context: SimulatorContext }) {
  const { store } = context;

  app.post('/documents', async (request, reply) => {
    const parts = partsOf(request);
    const filePart = parts.get('file');
    if (!filePart || filePart.type !== 'file') throw missingParameter('file');
    const parentType = field(parts, 'parentType');
    if (!PARENT_TYPES.has(parentType))
      throw new BoondHttpError(422, ERROR_CODES.wrongAttribute, 'Wrong or missing attribute', {
        parameter: 'parentType',
      });
    const parentIdText = field(parts, 'parentId');
    const parent = resourceFromParam(parentIdText);
    if (!parent)
      throw new BoondHttpError(422, ERROR_CODES.wrongAttribute, 'Wrong or missing attribute: unknown parent', {
        parameter: 'parentId',
      });
    const content = await filePart.toBuffer();
    if (content.length === 0) throw missingParameter('file');
    if (content.length > MAX_DOCUMENT_BYTES || filePart.file.truncated)
      throw new BoondHttpError(422, ERROR_CODES.wrongAttribute, '1002 - Wrong or missing attribute: file over 15 MB', {
        parameter: 'file',
      });
    const file: ReceivedFile = {
      fieldName: 'file',
      fileName: filePart.filename,
      contentType: filePart.mimetype,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    };
    const fields: Record<string, string> = {};
    for (const [name, part] of parts)
      if (part.type === 'field' && typeof part.value === 'string') fields[name] = part.value;

    return applyWrite(context, request, reply, () => {
      store.keepFile(file.sha256, content);
      const document = {
        id: `${store.newId()}_document`,
        parentType,
        parentId: parent.id,
        file,
        creationDate: boondDate(new Date()),
      };
      store.state.documents.push(document);
      return {
        status: 201,
        body: {
          data: {
            id: document.id,
            type: 'document',
            attributes: { name: file.fileName, size: file.size, creationDate: document.creationDate },
            relationships: { parent: { data: { id: String(parent.id), type: parentType } } },
          },
          meta: meta(true),
        },
        received: { file, fields },
      };
    });
  });

  app.get<{ Params: { id: string } }>('/documents/:id', async (request) => {
    const document = store.state.documents.find((d) => d.id === request.params.id);
    if (!document) throw notFound('Document');
    return {
      data: {
        id: document.id,
        type: 'document',
        attributes: { name: document.file.fileName, size: document.file.size, creationDate: document.creationDate },
        relationships: { parent: { data: { id: String(document.parentId), type: document.parentType } } },
      },
      meta: meta(true),
    };
  });
}
