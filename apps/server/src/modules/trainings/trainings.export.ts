/** The Excel columns of the wishes list (translated headers, cell values), the visible ones the web asks for. */
import {
  TRAINING_CONTEXTS,
  TRAINING_NATURES,
  TRAINING_REQUEST_ORIGINS,
  TRAINING_SCHEMES,
  TRAINING_STATUSES,
  TRAINING_TYPES,
  type LanguageId,
} from '@my-skills/shared/constants';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { translate } from '../../i18n/messages';
import type { ExcelColumn } from '../../lib/lists/excel-export';
import type { TrainingListDbRow } from './trainings.repository';

type Labelled = readonly { id: number; fr: string; en: string }[];

export function trainingColumns(idLang: LanguageId): ExcelColumn<TrainingListDbRow>[] {
  const t = (key: string) => translate(idLang, key);
  const label = (values: Labelled, id: number | null) => {
    const v = values.find((x) => x.id === id);
    return v ? pickLanguage(idLang, v) : null;
  };
  return [
    { key: 'name', header: t('lists.column.name'), width: 28, value: (r) => `${r.lastName} ${r.firstName}` },
    { key: 'title', header: t('lists.column.trainingTitle'), width: 36, value: (r) => r.title },
    { key: 'type', header: t('lists.column.trainingType'), value: (r) => label(TRAINING_TYPES, r.type) },
    { key: 'status', header: t('lists.column.trainingStatus'), value: (r) => label(TRAINING_STATUSES, r.status) },
    { key: 'context', header: t('lists.column.context'), value: (r) => label(TRAINING_CONTEXTS, r.context) },
    { key: 'nature', header: t('lists.column.nature'), value: (r) => label(TRAINING_NATURES, r.nature) },
    {
      key: 'requestOrigin',
      header: t('lists.column.requestOrigin'),
      value: (r) => label(TRAINING_REQUEST_ORIGINS, r.requestOrigin),
    },
    { key: 'scheme', header: t('lists.column.scheme'), value: (r) => label(TRAINING_SCHEMES, r.scheme) },
    { key: 'organism', header: t('lists.column.organism'), width: 24, value: (r) => r.organism },
    { key: 'desiredDate', header: t('lists.column.desiredDate'), date: true, value: (r) => r.desiredDate },
    { key: 'startDate', header: t('lists.column.startDate'), date: true, value: (r) => r.startDate },
    { key: 'endDate', header: t('lists.column.endDate'), date: true, value: (r) => r.endDate },
    { key: 'durationHours', header: t('lists.column.durationHours'), value: (r) => r.durationHours },
    {
      key: 'costExclTax',
      header: t('lists.column.costExclTax'),
      value: (r) => (r.costExclTax === null ? null : Number(r.costExclTax)),
    },
    { key: 'validation', header: t('lists.column.validation'), value: (r) => r.validation },
    { key: 'enteredBy', header: t('lists.column.enteredBy'), width: 24, value: (r) => r.enteredBy },
    {
      key: 'certificationObtained',
      header: t('lists.column.certificationObtained'),
      value: (r) => t(r.certificationObtained ? 'lists.yes' : 'lists.no'),
    },
    { key: 'createdAt', header: t('lists.column.trainingCreatedAt'), date: true, value: (r) => r.createdAt },
  ];
}
