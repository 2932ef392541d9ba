/**
 * The Excel exports of lists of people, in the audit trail (issue 23 §1, decision 023 §1b): one entry per export
 * answered, by whom (the caller's account, address and user agent), which list (the call's name), the format and
 * how many rows. Written here once for every list rather than in each of their routes: a list export is the same
 * event whatever the list, and a new one only needs its call named below.
 *
 * The entry is written in `onSend`, once the handler has answered (the status is known, the rows counted in
 * X-Total-Count) and before the first byte leaves: the caller's response waits for it. Refused calls (4xx, 5xx)
 * write nothing here. Documents (a skills file, an evaluation, a review, a client CV) are audited by their own
 * services, which know the object and whose data it is.
 */
import fp from 'fastify-plugin';
import { allCalls } from '@my-skills/shared/calls/registry';
import type { Queryable } from '../db/types';
import { writeAudit } from '../lib/audit/audit';

/** The list exports that name people (the skills catalogue's exports name none). */
export const AUDITED_LIST_EXPORTS = [
  'roleInternal.userRoleInfoExport',
  'team.teamExport',
  'exchanges.exchangesExport',
  'exchanges.mailboxExport',
  'skillsSearch.skillsSearchExport',
  'skillsSearch.skillsExportExcel',
  'skillsSearch.certificationsExportExcel',
  'candidates.candidateExport',
  'myManagers.myManagersExport',
  'myManagers.managerReviewsExport',
  'evaluationList.evaluationListExport',
  'keyPeople.keyPeopleExport',
  'trainings.trainingsExport',
  'cvImport.cvImportLogsExport',
] as const;

export const exportAuditPlugin = fp<{ db: Queryable }>(async (app, { db }) => {
  const byRoute = new Map<string, string>();
  for (const call of allCalls) {
    if ((AUDITED_LIST_EXPORTS as readonly string[]).includes(call.name))
      byRoute.set(`${call.method} ${call.path}`, call.name);
  }
  app.addHook('onSend', async (request, reply, payload) => {
    const name = byRoute.get(`${request.method} ${request.routeOptions.url}`);
    if (!name || !request.auth || reply.statusCode >= 400) return payload;
    const rows = reply.getHeader('x-total-count');
    await writeAudit(db, request.auth, {
      action: 'export',
      objectType: 'list',
      detail: `${name} xlsx${rows === undefined ? '' : ` ${String(rows)} rows`}`,
    });
    return payload;
  });
});
