/** The catalogue of trainings and certifications (TrainingCatalogue/*, managementSkills). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trainingCatalogueCalls } from '@my-skills/shared/calls/skills-gaps';
import type { CatalogueEntryBody } from '@my-skills/shared/schemas/skills-gaps';
import { apiCall, apiData } from '../../../lib/api-client';

export const catalogueKeys = { all: ['trainingCatalogue'] as const };

export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.all,
    queryFn: ({ signal }) => apiData(trainingCatalogueCalls.catalogueList, { signal }),
  });
export const useCatalogue = () => useQuery(catalogueQueryOptions());

/** One mutation per write; each reads the catalogue again. */
export function useCatalogueWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: CatalogueEntryBody }) =>
        apiCall(trainingCatalogueCalls.catalogueSave, { query: id === null ? {} : { id }, body }),
      onSuccess,
    }),
    setActive: useMutation({
      mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
        apiCall(trainingCatalogueCalls.catalogueActive, { query: { id }, body: { isActive } }),
      onSuccess,
    }),
  };
}
