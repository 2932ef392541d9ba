import { EVALUATION_RATINGS, SCORE_LEVELS } from '@my-skills/shared/constants';
import { uiLanguageOfTag } from './ui-language';

type Labelled = { id: number; fr: string; en: string };
const optionsOf = (items: readonly Labelled[], lng: string) =>
  items.map((item) => ({ value: item.id, label: `${item.id} – ${item[uiLanguageOfTag(lng)]}` }));

/** The options of a score select (0 Not concerned … 4 Dominates) in the interface language. */
export const scoreOptions = (lng: string) => optionsOf(SCORE_LEVELS, lng);

/** The options of an overall rating select (1 Very satisfactory … 4 Insufficient). */
export const ratingOptions = (lng: string) => optionsOf(EVALUATION_RATINGS, lng);

/** A score's label ("3 – Masters autonomously"), or a dash. */
export const scoreLabel = (score: number | null, lng: string) =>
  score === null ? '—' : (scoreOptions(lng).find((o) => o.value === score)?.label ?? String(score));
