import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JsonCall } from '@my-skills/shared/calls/define';
import { apiCall, type ApiRequest } from '../../../lib/api-client';
import { useFileWriteSettled } from './use-file-write';

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

/** A mutation on a section row that refreshes the file afterwards. */
export function useSectionMutation<Body, Data extends { rowVersion: number }>(
  mutationFn: (body: Body) => Promise<{ data: Data; message: string }>,
) {
  const settled = useFileWriteSettled();
  return useMutation({ mutationFn, onSuccess: ({ data }) => settled(data.rowVersion) });
}
