import type { z } from 'zod';
import type { JsonCall } from '@my-skills/shared/calls/define';
import { apiCall, type ApiRequest, type ApiResult } from '../../../lib/api-client';
import { useVersionedCall } from '../../../components/document/document-writes';

/**
 * The section calls (Experience, Education, Language, CertificationTest, Project) share one shape:
 * add and update answer the stored row with the file's new row version; delete answers the id and row version.
 */
export const sectionWrite =
  <C extends JsonCall & { body: z.ZodType }>(call: C) =>
  (body: z.input<C['body']>) =>
    apiCall(call, { body } as ApiRequest<C>);

export const sectionDelete =
  <C extends JsonCall & { query: z.ZodType }>(call: C) =>
  (query: { id: number; idDc: number; rowVersion: number }) =>
    apiCall(call, { query } as ApiRequest<C>);

/** A write on a section row of the shown file: sent with the file's latest row version, then the file is read again. */
export const useSectionMutation = <Body extends { rowVersion: number | string }, Data extends { rowVersion: number }>(
  call: (body: Body) => Promise<ApiResult<Data>>,
) => useVersionedCall(call);
