import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { sectionDeleteSchema, sectionWriteSchema } from '@my-skills/shared/schemas/skills-file';
import { apiCall } from '../../../lib/api-client';
import type { ApiPath } from '../../../lib/paths';
import { useFileWriteSettled } from './use-file-write';

/**
 * The section calls (Experience, Education, Language, CertificationTest, Project) share one shape:
 * add and update answer the stored row with the file's new row version; delete answers the id and row version.
 */
export const sectionWrite =
  <Item extends z.ZodType, Body>(path: ApiPath, method: 'POST' | 'PUT', item: Item) =>
  (body: Body) =>
    apiCall(path, { method, body, schema: sectionWriteSchema(item) });

export const sectionDelete = (path: ApiPath) => (query: { id: number; idDc: number; rowVersion: number }) =>
  apiCall(path, { method: 'DELETE', query, schema: sectionDeleteSchema });

/** A mutation on a section row that refreshes the file afterwards. */
export function useSectionMutation<Body, Data extends { rowVersion: number }>(
  mutationFn: (body: Body) => Promise<{ data: Data; message: string }>,
) {
  const settled = useFileWriteSettled();
  return useMutation({ mutationFn, onSuccess: ({ data }) => settled(data.rowVersion) });
}
