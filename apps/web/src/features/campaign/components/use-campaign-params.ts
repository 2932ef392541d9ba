import { useSearchParams } from 'react-router';
import { CAMPAIGN_GROUPINGS, type CampaignGrouping } from '@my-skills/shared/schemas/manager-lists';

/** The campaign's year (default this year) and grouping, kept in the URL beside the list's query. */
export function useCampaignParams() {
  const [params, setParams] = useSearchParams();
  const current = new Date().getFullYear();
  const raw = Number(params.get('year'));
  const year = Number.isInteger(raw) && raw >= 2000 && raw <= 2100 ? raw : current;
  const rawGroup = params.get('groupBy');
  const groupBy: CampaignGrouping = (CAMPAIGN_GROUPINGS as readonly string[]).includes(rawGroup ?? '')
    ? (rawGroup as CampaignGrouping)
    : 'manager';
  const set = (name: string, value: string, fallback: string, resetPage: boolean) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === fallback) next.delete(name);
      else next.set(name, value);
      if (resetPage) next.delete('page');
      return next;
    });
  return {
    year,
    currentYear: current,
    groupBy,
    setYear: (y: number) => set('year', String(y), String(current), true),
    setGroupBy: (g: CampaignGrouping) => set('groupBy', g, 'manager', false),
  };
}
