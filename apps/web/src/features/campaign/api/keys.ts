import type { ListQuery } from '@my-skills/shared/lists';
import type { CampaignGrouping } from '@my-skills/shared/schemas/manager-lists';

/** Query keys of the evaluations list and the campaign (one root: a reminder refreshes them all). */
export const campaignKeys = {
  all: ['campaign'] as const,
  evaluations: (query: ListQuery, year: number) => ['campaign', 'evaluations', query, year] as const,
  toValidate: (year: number) => ['campaign', 'toValidate', year] as const,
  counts: (year: number, groupBy: CampaignGrouping) => ['campaign', 'counts', year, groupBy] as const,
  blockers: (year: number, idUser: number) => ['campaign', 'blockers', year, idUser] as const,
};
