/**
 * A document's status names in both languages, from its labels table (packages/shared constants): what every
 * document's details, history and wrong-transition message show. An unknown status shows its number.
 */
import { pickLanguage } from '@my-skills/shared/ui-language';

export type StatusLabels = Readonly<Record<number, { fr: string; en: string }>>;

export const statusNamer =
  (labels: StatusLabels) =>
  (status: number, idLang: number): string => {
    const label = labels[status];
    return label ? pickLanguage(idLang, label) : String(status);
  };
