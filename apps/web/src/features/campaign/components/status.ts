import type { CampaignStatus } from '@my-skills/shared/schemas/manager-lists';

/** The colour of each campaign status, in the chips and the chart (late red, not started grey…). */
export const STATUS_COLORS: Record<
  CampaignStatus,
  { chip: 'default' | 'info' | 'warning' | 'success' | 'error'; chart: string }
> = {
  notStarted: { chip: 'default', chart: '#9e9e9e' },
  draft: { chip: 'info', chart: '#0288d1' },
  submitted: { chip: 'warning', chart: '#f2a541' },
  validated: { chip: 'success', chart: '#2e7d32' },
  late: { chip: 'error', chart: '#c62828' },
};

/** The chart's stacking order: from done to most urgent. */
export const CHART_ORDER: readonly CampaignStatus[] = ['validated', 'submitted', 'draft', 'notStarted', 'late'];
