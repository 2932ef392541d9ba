/**
 * The colours of the evaluation's chart series, one per series everywhere — the screen's chart (any viewer, whether
 * or not they see the manager's series) and the Word and PDF exports: the employee's average orange, the manager's
 * teal (the brand's accent), last year's grey.
 */
export const EVALUATION_CHART_SERIES = [
  { key: 'consultant', color: '#f2a541' },
  { key: 'manager', color: '#00727a' },
  { key: 'lastYear', color: '#a3adae' },
] as const;
export type ChartSeriesKey = (typeof EVALUATION_CHART_SERIES)[number]['key'];

/** A series' colour. */
export const seriesColor = (key: ChartSeriesKey): string => EVALUATION_CHART_SERIES.find((s) => s.key === key)!.color;
