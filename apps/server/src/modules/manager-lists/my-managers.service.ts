/**
 * My managers (ListMyManager/*) and the managers' reviews (ListEEPManager/*), page permission manageManager (roles
 * 3–6, checked by the route): the people of role 3–5 the viewer follows — their chain, everyone with "all" access —
 * with this year's business-manager review and their skills file; one manager's reviews by year; the submitted
 * reviews waiting for the viewer; the reviews by year; the Excel exports of both lists.
 */
import { pageAnswer } from '../../lib/lists/page-answer';
import { EA_STATUS_LABELS } from '@my-skills/shared/constants';
import { roleRef } from '@my-skills/shared/roles';
import type { ListQuery, ListExport } from '@my-skills/shared/lists';
import {
  managerReviewsList,
  myManagersList,
  type ManagerReviewsPage,
  type MyManagerReviews,
  type MyManagersPage,
  type ReviewToValidate,
} from '@my-skills/shared/schemas/manager-lists';
import { languageIdOf } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { iso } from '../../lib/documents/display';
import { excelFileName, type ExcelExport } from '../../lib/lists/excel-export';
import { orgViewerOf } from '../people/org-chart.repository';
import { statusNamer } from '../../lib/documents/status-names';
import type { ManagerReviewDbRow, MyManagerDbRow, MyManagersRepository } from './my-managers.repository';
import {
  exportRows,
  managerReviewsColumns,
  myManagersColumns,
  profileName,
  reviewStatusCode,
  visibleColumns,
} from './manager-lists.export';
import { translate } from '../../i18n/messages';

const reviewStatusName = statusNamer(EA_STATUS_LABELS);

export function createMyManagersService(deps: { repository: MyManagersRepository; now: () => Date }) {
  const { repository: repo, now } = deps;
  const year = () => now().getUTCFullYear();

  const myManagerRow = (r: MyManagerDbRow, idLang: number, y: number, idLangFile: number) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    reference: r.reference,
    role: roleRef(r.roleId, idLang),
    managerName: r.managerName,
    isActive: r.isActive,
    year: y,
    review: {
      idEep: r.idEep,
      status: r.reviewStatus,
      submittedAt: iso(r.submittedAt),
      validatedAt: iso(r.validatedAt),
    },
    skillsFile: { idLang: idLangFile, idDc: r.idDc, status: r.dcStatus },
  });

  const managerReviewRow = (r: ManagerReviewDbRow, idLang: number) => ({
    idEep: r.idEep,
    idUser: r.idUser,
    firstName: r.firstName,
    lastName: r.lastName,
    reference: r.reference,
    year: r.year,
    status: reviewStatusCode(r.status),
    submittedAt: iso(r.submittedAt),
    validatedAt: iso(r.validatedAt),
    reviewerName: r.reviewerName,
    profile: { id: r.profile, name: profileName(r.profile, idLang) },
  });

  return {
    /** GET /api/ListMyManager/all (and /recherche): a page of my managers. */
    async myManagers(auth: AuthContext, query: ListQuery & { idLang?: number }): Promise<MyManagersPage> {
      const y = year();
      const idLangFile = query.idLang ?? auth.idLang;
      const counted = await repo.myManagers(orgViewerOf(auth), query, y, idLangFile);
      return pageAnswer(counted, query, (r) => myManagerRow(r, auth.idLang, y, idLangFile));
    },

    /** POST /api/ListMyManager/exportExcel. */
    async exportMyManagers(
      auth: AuthContext,
      body: ListExport & { idLang?: number },
    ): Promise<ExcelExport<MyManagerDbRow>> {
      const viewer = orgViewerOf(auth);
      const idLang = languageIdOf(auth.idLang);
      const { total, rows } = await exportRows((page, pageSize, count) =>
        repo.myManagers(viewer, { ...body, page, pageSize }, year(), body.idLang ?? auth.idLang, count),
      );
      return {
        fileName: excelFileName('managers', now()),
        sheetName: translate(idLang, 'lists.sheet.myManagers'),
        columns: visibleColumns(myManagersColumns(idLang), myManagersList.columns, body.columns),
        rows,
        total,
        idLang,
      };
    },

    /** GET /api/ListMyManager/eep: one of my managers' reviews by year (404 unknown, 403 not mine). */
    async reviewsOf(auth: AuthContext, personId: number): Promise<MyManagerReviews> {
      const person = await repo.reviewsOf(orgViewerOf(auth), personId);
      if (!person) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
      if (!person.visible) throw new AppError('FORBIDDEN');
      if (!person.isManager) throw new AppError('NOT_FOUND', 'errors.NOT_A_MANAGER');
      return {
        idUser: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        years: person.years.map((y) => ({
          year: y.year,
          idEep: y.idEep,
          status: y.status,
          statusName: reviewStatusName(y.status, auth.idLang),
          submittedAt: iso(y.submittedAt),
          validatedAt: iso(y.validatedAt),
        })),
      };
    },

    /** GET /api/ListMyManager/eepAValider: submitted reviews waiting for me. */
    async reviewsToValidate(auth: AuthContext): Promise<ReviewToValidate[]> {
      const rows = await repo.reviewsToValidate(orgViewerOf(auth), auth.roleId);
      return rows.map((r) => ({ ...r, submittedAt: iso(r.submittedAt) }));
    },

    /** GET /api/ListEEPManager/all: a page of the reviews of the people I follow. */
    async managerReviews(auth: AuthContext, query: ListQuery & { year?: number }): Promise<ManagerReviewsPage> {
      const counted = await repo.managerReviews(orgViewerOf(auth), query, query.year);
      return pageAnswer(counted, query, (r) => managerReviewRow(r, auth.idLang));
    },

    /** GET /api/ListEEPManager/allYears. */
    reviewYears: (auth: AuthContext) => repo.reviewYears(orgViewerOf(auth)),

    /** POST /api/ListEEPManager/exportExcel. */
    async exportManagerReviews(
      auth: AuthContext,
      body: ListExport & { year?: number },
    ): Promise<ExcelExport<ManagerReviewDbRow>> {
      const viewer = orgViewerOf(auth);
      const idLang = languageIdOf(auth.idLang);
      const { total, rows } = await exportRows((page, pageSize, count) =>
        repo.managerReviews(viewer, { ...body, page, pageSize }, body.year, count),
      );
      return {
        fileName: excelFileName('manager-reviews', now()),
        sheetName: translate(idLang, 'lists.sheet.managerReviews'),
        columns: visibleColumns(managerReviewsColumns(idLang), managerReviewsList.columns, body.columns),
        rows,
        total,
        idLang,
      };
    },
  };
}
export type MyManagersService = ReturnType<typeof createMyManagersService>;
