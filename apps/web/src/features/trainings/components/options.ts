import {
  TRAINING_CONTEXTS,
  TRAINING_NATURES,
  TRAINING_REQUEST_ORIGINS,
  TRAINING_SCHEMES,
  TRAINING_STATUSES,
  TRAINING_TYPES,
} from '@my-skills/shared/constants';
import { pickLanguage } from '@my-skills/shared/ui-language';

type Labelled = readonly { id: number; fr: string; en: string }[];

/** The spec's enumerations of a wish, by field. */
export const ENUMS = {
  type: TRAINING_TYPES,
  status: TRAINING_STATUSES,
  context: TRAINING_CONTEXTS,
  nature: TRAINING_NATURES,
  requestOrigin: TRAINING_REQUEST_ORIGINS,
  scheme: TRAINING_SCHEMES,
} as const satisfies Record<string, Labelled>;

/** The select options of an enumeration in the interface language. */
export const optionsOf = (values: Labelled, idLang: number) =>
  values.map((v) => ({ value: v.id, label: pickLanguage(idLang, v) }));

/** A grid filter's options (ids as strings, the list's definition). */
export const gridOptionsOf = (values: Labelled, idLang: number) =>
  values.map((v) => ({ value: String(v.id), label: pickLanguage(idLang, v) }));

const euros = {
  fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};
export const formatCost = (value: number | null | undefined, language: 'fr' | 'en') =>
  value === null || value === undefined ? '' : euros[language].format(value);
