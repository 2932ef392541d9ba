/**
 * The shape of one API call, defined once for the server (route method, URL and schemas) and the web (the
 * client builds the URL and checks the answer from it). Schemas come from ../schemas.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDefinition {
  method: HttpMethod;
  path: `/api/${string}`;
  /** The query string. */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** The body is multipart/form-data (a file upload), not described by a schema. */
  multipart?: true;
  /** The answer's `data` inside the `{ success, data, message }` envelope; absent for a binary answer (a download). */
  response?: z.ZodType;
}

/** A call that answers JSON in the envelope. */
export type JsonCall = CallDefinition & { response: z.ZodType };

/** Checks the entries of an area while keeping their exact types (method literal, schemas). */
export const defineCalls = <const T extends Record<string, CallDefinition>>(calls: T): T => calls;
