/**
 * The management screen's list of wishes (Training/list, page permission trainings: roles 3–6 over the people they
 * follow), its totals of hours and cost per status, nature and scheme for the current filters, its Excel export
 * (ids first, rows in batches: `inBatches`), and HR's training budget of a year (roles 4–6).
 */
import {
  TRAINING_CONTEXTS,
  TRAINING_NATURES,
  TRAINING_REQUEST_ORIGINS,
  TRAINING_SCHEMES,
  TRAINING_STATUSES,
  TRAINING_TYPES,
  type LanguageId,
} from '@my-skills/shared/constants';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import {
  trainingsList,
  type TrainingBudget,
  type TrainingBudgetFigures,
  type TrainingRow,
  type TrainingTotals,
  type TrainingsPage,
} from '@my-skills/shared/schemas/trainings';
import { canSeeTrainingBudget } from '@my-skills/shared/trainings-rules';
import { languageIdOf, pickLanguage } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { iso } from '../../lib/documents/display';
import { inBatches } from '../../lib/lists/batches';
import { excelFileName, visibleColumns, type ExcelExport } from '../../lib/lists/excel-export';
import { translate } from '../../i18n/messages';
import { orgViewerOf } from '../people/org-chart.repository';
import { trainingColumns } from './trainings.export';
import type { BudgetDbRow, TotalDbRow, TrainingListDbRow, TrainingsRepository } from './trainings.repository';
import { labelOf, money } from './trainings.service';

type Labelled = readonly { id: number; fr: string; en: string }[];
const GROUPS: Record<'status' | 'nature' | 'scheme', Labelled> = {
  status: TRAINING_STATUSES,
  nature: TRAINING_NATURES,
  scheme: TRAINING_SCHEMES,
};

/** One group's totals, every value of the enumeration listed (0 when none), in the enumeration's order. */
function totalsOf(rows: TotalDbRow[], idLang: number): TrainingTotals {
  const all = rows.find((r) => r.grp === 'all');
  const group = (grp: keyof typeof GROUPS) =>
    GROUPS[grp].map((v) => {
      const r = rows.find((x) => x.grp === grp && x.id === v.id);
      return {
        id: v.id,
        name: pickLanguage(idLang, v),
        count: r?.count ?? 0,
        hours: r?.hours ?? 0,
        cost: Number(r?.cost ?? 0),
      };
    });
  return {
    all: { count: all?.count ?? 0, hours: all?.hours ?? 0, cost: Number(all?.cost ?? 0) },
    byStatus: group('status'),
    byNature: group('nature'),
    byScheme: group('scheme'),
  };
}

export const trainingRow = (r: TrainingListDbRow, l: number): TrainingRow => ({
  id: r.id,
  idUser: r.idUser,
  firstName: r.firstName,
  lastName: r.lastName,
  idEa: r.idEa,
  title: r.title,
  type: labelOf(TRAINING_TYPES, r.type, l),
  status: labelOf(TRAINING_STATUSES, r.status, l),
  context: labelOf(TRAINING_CONTEXTS, r.context, l),
  nature: labelOf(TRAINING_NATURES, r.nature, l),
  requestOrigin: labelOf(TRAINING_REQUEST_ORIGINS, r.requestOrigin, l),
  scheme: labelOf(TRAINING_SCHEMES, r.scheme, l),
  organism: r.organism,
  desiredDate: r.desiredDate,
  startDate: r.startDate,
  endDate: r.endDate,
  durationHours: r.durationHours,
  costExclTax: money(r.costExclTax),
  validation: r.validation,
  enteredBy: r.enteredBy,
  certificationObtained: r.certificationObtained,
  createdAt: iso(r.createdAt)!,
});

const figures = (r: BudgetDbRow | undefined): TrainingBudgetFigures => ({
  plannedCost: Number(r?.plannedCost ?? 0),
  plannedHours: r?.plannedHours ?? 0,
  enrolledCost: Number(r?.enrolledCost ?? 0),
  enrolledHours: r?.enrolledHours ?? 0,
  spentCost: Number(r?.spentCost ?? 0),
  spentHours: r?.spentHours ?? 0,
  count: r?.count ?? 0,
});

export function createTrainingsListsService(deps: { repository: TrainingsRepository; now: () => Date }) {
  const { repository: repo, now } = deps;
  return {
    /** GET /api/Training/list: a page, with the totals of every matching wish. */
    async page(auth: AuthContext, query: ListQuery): Promise<TrainingsPage> {
      const viewer = orgViewerOf(auth);
      const [rows, totals] = await Promise.all([repo.page(viewer, query), repo.totals(viewer, query)]);
      return {
        items: rows.map((r) => trainingRow(r, auth.idLang)),
        total: totals.find((t) => t.grp === 'all')?.count ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        totals: totalsOf(totals, auth.idLang),
      };
    },

    /** POST /api/Training/exportExcel: the matching ids in order, then their rows batch after batch. */
    async export(auth: AuthContext, body: ListExport): Promise<ExcelExport<TrainingListDbRow>> {
      const idLang: LanguageId = languageIdOf(auth.idLang);
      const ids = await repo.matchingIds(orgViewerOf(auth), body);
      return {
        fileName: excelFileName('trainings', now()),
        sheetName: translate(idLang, 'lists.sheet.trainings'),
        columns: visibleColumns(trainingColumns(idLang), trainingsList.columns, body.columns),
        rows: inBatches(ids, (batch) => repo.rowsByIds(batch)),
        total: ids.length,
        idLang,
      };
    },

    /** GET /api/Training/budget?year=: roles 4–6, over the people they follow. */
    async budget(auth: AuthContext, year: number): Promise<TrainingBudget> {
      if (!canSeeTrainingBudget(auth)) throw new AppError('FORBIDDEN', 'errors.TRAINING_BUDGET_ROLES');
      const rows = await repo.budget(orgViewerOf(auth), year, now().toISOString().slice(0, 10));
      const l = auth.idLang;
      const schemes = rows.filter((r) => r.grp === 'scheme');
      return {
        year,
        total: figures(rows.find((r) => r.grp === 'all')),
        byBusinessUnit: rows
          .filter((r) => r.grp === 'unit')
          .map((r) => ({ id: r.id, name: r.name, ...figures(r) }))
          .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : (a.name ?? '').localeCompare(b.name ?? ''))),
        byScheme: schemes
          .map((r) => ({
            id: r.id,
            name: r.id === null ? null : (labelOf(TRAINING_SCHEMES, r.id, l)?.name ?? null),
            ...figures(r),
          }))
          .sort((a, b) => (a.id ?? 99) - (b.id ?? 99)),
      };
    },
  };
}
export type TrainingsListsService = ReturnType<typeof createTrainingsListsService>;
