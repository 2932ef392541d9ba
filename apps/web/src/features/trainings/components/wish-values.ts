import type { TrainingWish } from '@my-skills/shared/schemas/trainings';

/** The management form's values: the wish and its registration (numbers typed as text, empty is null). */
export interface WishValues {
  type: number;
  title: string;
  context: number | null;
  nature: number | null;
  requestOrigin: number;
  organism: string;
  desiredDate: string | null;
  durationHours: string;
  comment: string;
  scheme: number | null;
  startDate: string | null;
  endDate: string | null;
  costExclTax: string;
  validation: string;
}

export const valuesOf = (w: TrainingWish): WishValues => ({
  type: w.type?.id ?? 2,
  title: w.title,
  context: w.context?.id ?? null,
  nature: w.nature?.id ?? null,
  requestOrigin: w.requestOrigin?.id ?? 4,
  organism: w.organism,
  desiredDate: w.desiredDate,
  durationHours: w.durationHours === null ? '' : String(w.durationHours),
  comment: w.comment,
  scheme: w.scheme?.id ?? null,
  startDate: w.startDate,
  endDate: w.endDate,
  costExclTax: w.costExclTax === null ? '' : String(w.costExclTax),
  validation: w.validation,
});

/** A typed number ('' → null; a comma as the decimal separator). */
export const numberOf = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
};
