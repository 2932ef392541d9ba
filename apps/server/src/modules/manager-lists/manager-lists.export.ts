/**
 * The three Excel exports of the managers' lists: their columns (translated headers, cell values), the visible
 * columns the web asks for (required ones always kept, in the asked order), and the rows read batch after batch with
 * the list's own query — the first batch read before the answer starts, for the total (`X-Total-Count`) and so that
 * a failing query is still a JSON error.
 */
import { BUSINESS_MANAGER_PROFILES, DC_STATUS_LABELS, type DcStatusId } from '@my-skills/shared/constants';
import { roleRef } from '@my-skills/shared/roles';
import { pickLanguage } from '@my-skills/shared/ui-language';
import type { LanguageId } from '@my-skills/shared/constants';
import { translate } from '../../i18n/messages';
import { visibleColumns, type ExcelColumn } from '../../lib/lists/excel-export';

export { visibleColumns };
import { EXPORT_BATCH, allPages } from '../../lib/lists/batches';
import type { CountMode } from '../../db/types';
import type { ManagerReviewDbRow, MyManagerDbRow } from './my-managers.repository';
import type { EvaluationDbRow } from './evaluation-list.repository';

const t = (idLang: LanguageId, key: string) => translate(idLang, key);
const name = (r: { firstName: string; lastName: string }) => `${r.lastName} ${r.firstName}`;
const statusText = (idLang: LanguageId, code: string) => t(idLang, `lists.status.${code}`);

/**
 * Every row of a list for an export: the first batch now with the exact count of what matches (its total), the others
 * as they are written (not counted again).
 */
export async function exportRows<Row>(
  readPage: (page: number, pageSize: number, count: CountMode) => Promise<{ rows: Row[]; total: number }>,
): Promise<{ total: number; rows: AsyncIterable<Row> }> {
  const first = await readPage(1, EXPORT_BATCH, 'exact');
  async function* rows() {
    yield* first.rows;
    if (first.rows.length < EXPORT_BATCH) return;
    yield* allPages(async (page, size) => (await readPage(page + 1, size, 'none')).rows);
  }
  return { total: first.total, rows: rows() };
}

export function myManagersColumns(idLang: LanguageId): ExcelColumn<MyManagerDbRow>[] {
  return [
    { key: 'name', header: t(idLang, 'lists.column.name'), width: 28, value: name },
    { key: 'reference', header: t(idLang, 'lists.column.reference'), width: 14, value: (r) => r.reference },
    { key: 'role', header: t(idLang, 'lists.column.role'), value: (r) => roleRef(r.roleId, idLang).name },
    { key: 'manager', header: t(idLang, 'lists.column.manager'), width: 24, value: (r) => r.managerName },
    {
      key: 'active',
      header: t(idLang, 'lists.column.active'),
      width: 10,
      value: (r) => t(idLang, r.isActive ? 'lists.yes' : 'lists.no'),
    },
    {
      key: 'reviewStatus',
      header: t(idLang, 'lists.column.reviewStatus'),
      width: 22,
      value: (r) => statusText(idLang, r.reviewStatus),
    },
    {
      key: 'skillsFileStatus',
      header: t(idLang, 'lists.column.skillsFileStatus'),
      width: 22,
      value: (r) => pickLanguage(idLang, DC_STATUS_LABELS[r.dcStatus as DcStatusId] ?? DC_STATUS_LABELS[0]),
    },
  ];
}

const REVIEW_STATUS_CODES: Record<number, string> = { 1: 'draft', 2: 'submitted', 3: 'validated' };
export const reviewStatusCode = (status: number) =>
  (REVIEW_STATUS_CODES[status] ?? 'draft') as 'draft' | 'submitted' | 'validated';
export const profileName = (id: number, idLang: number) => {
  const p = BUSINESS_MANAGER_PROFILES.find((x) => x.id === id);
  return p ? pickLanguage(idLang, p) : String(id);
};

export function managerReviewsColumns(idLang: LanguageId): ExcelColumn<ManagerReviewDbRow>[] {
  return [
    { key: 'name', header: t(idLang, 'lists.column.name'), width: 28, value: name },
    { key: 'reference', header: t(idLang, 'lists.column.reference'), width: 14, value: (r) => r.reference },
    { key: 'year', header: t(idLang, 'lists.column.year'), width: 8, value: (r) => r.year },
    {
      key: 'status',
      header: t(idLang, 'lists.column.status'),
      width: 14,
      value: (r) => statusText(idLang, reviewStatusCode(r.status)),
    },
    { key: 'submittedAt', header: t(idLang, 'lists.column.submittedAt'), date: true, value: (r) => r.submittedAt },
    { key: 'validatedAt', header: t(idLang, 'lists.column.validatedAt'), date: true, value: (r) => r.validatedAt },
    {
      key: 'reviewer',
      header: t(idLang, 'lists.column.reviewer'),
      width: 24,
      value: (r) => r.reviewerName ?? t(idLang, 'lists.hr'),
    },
    {
      key: 'profile',
      header: t(idLang, 'lists.column.profile'),
      width: 28,
      value: (r) => profileName(r.profile, idLang),
    },
  ];
}

export function evaluationsColumns(idLang: LanguageId): ExcelColumn<EvaluationDbRow>[] {
  return [
    { key: 'name', header: t(idLang, 'lists.column.name'), width: 28, value: name },
    { key: 'reference', header: t(idLang, 'lists.column.reference'), width: 14, value: (r) => r.reference },
    { key: 'manager', header: t(idLang, 'lists.column.manager'), width: 24, value: (r) => r.managerName },
    {
      key: 'businessUnit',
      header: t(idLang, 'lists.column.businessUnit'),
      width: 24,
      value: (r) => r.businessUnit?.name,
    },
    { key: 'status', header: t(idLang, 'lists.column.status'), width: 14, value: (r) => statusText(idLang, r.status) },
    { key: 'deadline', header: t(idLang, 'lists.column.deadline'), date: true, value: (r) => r.deadline },
    { key: 'submittedAt', header: t(idLang, 'lists.column.submittedAt'), date: true, value: (r) => r.submittedAt },
    { key: 'validatedAt', header: t(idLang, 'lists.column.validatedAt'), date: true, value: (r) => r.validatedAt },
  ];
}
