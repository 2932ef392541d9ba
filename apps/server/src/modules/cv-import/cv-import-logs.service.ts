/**
 * The CV imports' logs (issue 21 §4, page permission logsCv2Dc: internal role 1 or 2): a period of days on the lists'
 * layer (filters, sort, paging, quick search over both people's names and the file's name) and its Excel export,
 * texts in the viewer's language. A period runs at most MAX_PERIOD_DAYS days (the query stays bounded).
 */
import type { LanguageId } from '@my-skills/shared/constants';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import { cvImportLogList, type CvImportLog } from '@my-skills/shared/schemas/cv-import';
import { languageIdOf } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { iso } from '../../lib/documents/display';
import { allPages } from '../../lib/lists/batches';
import { excelFileName, visibleColumns, type ExcelColumn, type ExcelExport } from '../../lib/lists/excel-export';
import { pageAnswer } from '../../lib/lists/page-answer';
import { translate } from '../../i18n/messages';
import type { CvImportLogRow, CvImportRepository, Period } from './cv-import.repository';

/** The longest period the logs show at once (a leap year). */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 422 when the period ends before it starts or is longer than MAX_PERIOD_DAYS. */
function checkedPeriod(period: Period): Period {
  const days = (Date.parse(period.end) - Date.parse(period.start)) / DAY_MS + 1;
  if (days < 1) throw new AppError('BUSINESS_RULE', 'errors.CV_IMPORT_PERIOD', { ...period });
  if (days > MAX_PERIOD_DAYS)
    throw new AppError('BUSINESS_RULE', 'errors.CV_IMPORT_PERIOD_TOO_LONG', { days: MAX_PERIOD_DAYS });
  return { start: period.start, end: period.end };
}

const sum = (counts: Record<string, number> | null) =>
  counts === null ? null : Object.values(counts).reduce((a, b) => a + b, 0);
const name = (first: string | null, last: string | null) => `${last ?? ''} ${first ?? ''}`.trim();

const toLog = (r: CvImportLogRow, idLang: LanguageId): CvImportLog => ({
  id: r.id,
  createdAt: iso(r.createdAt)!,
  by: { id: r.byId ?? 0, firstName: r.byFirstName ?? '', lastName: r.byLastName ?? '' },
  forPerson: { id: r.forId, firstName: r.forFirstName, lastName: r.forLastName },
  fileName: r.fileName,
  format: r.format ?? '',
  idLang: r.idLang,
  pages: r.pages,
  ocr: r.ocr,
  durationMs: r.durationMs,
  found: r.found,
  applied: r.applied,
  warnings: r.warnings,
  outcome: r.outcome,
  error: r.errorKey ? translate(idLang, r.errorKey) : null,
  idDc: r.idDc,
});

function logColumns(idLang: LanguageId): ExcelColumn<CvImportLogRow>[] {
  const t = (key: string) => translate(idLang, `lists.cvImport.${key}`);
  return [
    { key: 'createdAt', header: t('createdAt'), date: 'dateTime', value: (r) => r.createdAt },
    { key: 'byName', header: t('byName'), width: 26, value: (r) => name(r.byFirstName, r.byLastName) },
    { key: 'forName', header: t('forName'), width: 26, value: (r) => name(r.forFirstName, r.forLastName) },
    { key: 'fileName', header: t('fileName'), width: 30, value: (r) => r.fileName },
    { key: 'format', header: t('format'), value: (r) => r.format },
    { key: 'idLang', header: t('idLang'), value: (r) => t(`lang.${r.idLang}`) },
    { key: 'pages', header: t('pages'), value: (r) => r.pages },
    { key: 'ocr', header: t('ocr'), value: (r) => translate(idLang, r.ocr ? 'lists.yes' : 'lists.no') },
    { key: 'durationMs', header: t('durationMs'), value: (r) => r.durationMs },
    { key: 'found', header: t('found'), value: (r) => sum(r.found) },
    { key: 'applied', header: t('applied'), value: (r) => sum(r.applied) },
    { key: 'warnings', header: t('warnings'), value: (r) => r.warnings },
    { key: 'outcome', header: t('outcome'), value: (r) => translate(idLang, `cvImport.outcome.${r.outcome}`) },
    { key: 'error', header: t('error'), width: 40, value: (r) => (r.errorKey ? translate(idLang, r.errorKey) : null) },
  ];
}

export function createCvImportLogsService(deps: { repository: CvImportRepository; now: () => Date }) {
  const { repository: repo } = deps;
  return {
    /** GET /api/Cv2Dc/logs */
    async page(auth: AuthContext, query: ListQuery & Period) {
      const idLang = languageIdOf(auth.idLang);
      return pageAnswer(await repo.page(checkedPeriod(query), query), query, (r) => toLog(r, idLang));
    },

    /** POST /api/Cv2Dc/logs/export: the period's matching imports, batch after batch. */
    export(auth: AuthContext, body: ListExport & Period): ExcelExport<CvImportLogRow> {
      const idLang = languageIdOf(auth.idLang);
      const period = checkedPeriod(body);
      return {
        fileName: excelFileName('cv-imports', deps.now()),
        sheetName: translate(idLang, 'lists.cvImport.sheet'),
        columns: visibleColumns(logColumns(idLang), cvImportLogList.columns, body.columns),
        rows: allPages((pageNo, size) => repo.exportPage(period, body, pageNo, size)),
        idLang,
      };
    },
  };
}
export type CvImportLogsService = ReturnType<typeof createCvImportLogsService>;
