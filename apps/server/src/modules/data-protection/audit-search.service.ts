/**
 * The audit trail for the DPO (issue 23 §2a, decision 023 §2a): search, Excel export, chain verification, and the
 * person lookup of the search's pickers. The page permission `dataProtection` is the route's (the DPO and internal
 * role 1); each call but the lookup writes its own entry, ids only in its detail:
 * - a search when it asks for its first page (a new filter, sort or page size starts there; the pages after it
 *   are the same search, which the trail already records);
 * - an export before its first byte (the rows it will hold counted in the detail);
 * - a verification once it is done, its result 'ok' or 'failed'.
 */
import {
  AUDIT_COUNT_CAP,
  auditActionLabel,
  auditList,
  type AuditEntry,
  type AuditExportBody,
  type AuditPage,
  type AuditSearchQuery,
  type ChainVerificationResult,
} from '@my-skills/shared/schemas/data-protection';
import type { LanguageId } from '@my-skills/shared/constants';
import { roleRef } from '@my-skills/shared/roles';
import type { Db } from '../../db/types';
import type { AuthContext } from '../../lib/auth-context';
import { verifyAuditChain, writeAudit, type AuditActor } from '../../lib/audit/audit';
import { visibleColumns, type ExcelColumn } from '../../lib/lists/excel-export';
import { isMessageKey, translate } from '../../i18n/messages';
import {
  createAuditSearchRepository,
  type AuditCursor,
  type AuditFilters,
  type AuditRow,
} from './audit-search.repository';

/** The most rows one export holds (an Excel sheet holds 1 048 576). */
export const AUDIT_EXPORT_MAX = 1_000_000;
const EXPORT_BATCH = 2000;

const iso = (d: Date | string) => new Date(d).toISOString();

export const actorOfAuth = (auth: AuthContext): AuditActor => ({
  personId: auth.personId,
  accountId: auth.accountId,
  origin: auth.origin ?? null,
});

/** The filters of a search, as its own entry records them (ids and codes only, never a name). */
const filtersOf = (q: AuditFilters & { sort?: string; order?: string }) =>
  JSON.stringify(
    Object.fromEntries(
      (['subject', 'actor', 'action', 'result', 'from', 'to', 'order'] as const)
        .filter((k) => q[k] !== undefined)
        .map((k) => [k, q[k]]),
    ),
  );

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: iso(row.at),
    actor:
      row.actorPersonId === null
        ? null
        : { id: row.actorPersonId, name: row.actorName, erased: row.actorName === null },
    account: row.actorAccountId === null ? null : { id: row.actorAccountId, roleId: row.accountRoleId },
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    subject:
      row.subjectPersonId === null
        ? null
        : { id: row.subjectPersonId, name: row.subjectName, erased: row.subjectName === null },
    result: row.result,
    ip: row.ip,
    userAgent: row.userAgent,
    detail: row.detail,
  };
}

export function createAuditSearchService({ db }: { db: Db }) {
  const repository = createAuditSearchRepository(db);

  return {
    async search(auth: AuthContext, query: AuditSearchQuery): Promise<AuditPage> {
      const rows = await repository.page(query, query.order, query.page, query.pageSize);
      // A first page that is not full is the whole answer: no count needed.
      const counted = query.page === 1 && rows.length < query.pageSize ? rows.length : await repository.count(query);
      if (query.page === 1)
        await writeAudit(db, actorOfAuth(auth), {
          action: 'auditSearch',
          objectType: 'audit',
          subjectPersonId: query.subject ?? null,
          detail: filtersOf(query),
        });
      return {
        items: rows.map(toAuditEntry),
        total: Math.min(counted, AUDIT_COUNT_CAP),
        totalCapped: counted > AUDIT_COUNT_CAP,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** The export's rows (read batch after batch by keyset) and columns; its own entry is written first. */
    async exportRows(auth: AuthContext, body: AuditExportBody) {
      const total = await repository.count(body, AUDIT_EXPORT_MAX);
      await writeAudit(db, actorOfAuth(auth), {
        action: 'auditExport',
        objectType: 'audit',
        subjectPersonId: body.subject ?? null,
        detail: JSON.stringify({ ...JSON.parse(filtersOf(body)), rows: total }),
      });
      const rows = (async function* () {
        let cursor: AuditCursor | null = null;
        let sent = 0;
        while (sent < total) {
          const batch = await repository.batch(body, body.order, Math.min(EXPORT_BATCH, total - sent), cursor);
          for (const row of batch) yield toAuditEntry(row);
          sent += batch.length;
          const last = batch.at(-1);
          if (!last || batch.length < EXPORT_BATCH) return;
          cursor = { at: new Date(last.at), id: last.id };
        }
      })();
      return { total, rows, columns: auditColumns(auth.idLang, body.columns) };
    },

    async verify(auth: AuthContext): Promise<ChainVerificationResult> {
      const { checked, broken } = await verifyAuditChain(db);
      await writeAudit(db, actorOfAuth(auth), {
        action: 'verifyChain',
        objectType: 'audit',
        result: broken ? 'failed' : 'ok',
        detail: JSON.stringify({ checked, brokenId: broken ? String(broken.id) : null }),
      });
      return {
        checked,
        broken: broken ? { id: String(broken.id), at: iso(broken.at) } : null,
        verifiedAt: new Date().toISOString(),
      };
    },

    async people(searchTerm: string, id: number | undefined) {
      if (id === undefined && searchTerm.trim().length < 2) return { items: [] };
      return { items: await repository.people(searchTerm, id) };
    },
  };
}
export type AuditSearchService = ReturnType<typeof createAuditSearchService>;

/** A person as the export names them: their name, "person #id, erased", or the system. */
const personText = (idLang: LanguageId, p: AuditEntry['actor']) =>
  p === null ? null : p.erased ? translate(idLang, 'dataProtection.audit.erased', { id: p.id }) : `${p.name} (${p.id})`;

const objectText = (idLang: LanguageId, e: AuditEntry) => {
  if (e.objectType === null) return null;
  const key = `dataProtection.objects.${e.objectType}`;
  const name = isMessageKey(key) ? translate(idLang, key) : e.objectType;
  return e.objectId === null ? name : `${name} #${e.objectId}`;
};

/** The export's columns in the caller's language, limited to the visible ones (the time always). */
function auditColumns(idLang: LanguageId, visible: string[] | undefined): ExcelColumn<AuditEntry>[] {
  const h = (key: string) => translate(idLang, `dataProtection.audit.${key}`);
  const all: ExcelColumn<AuditEntry>[] = [
    { key: 'at', header: h('at'), date: 'dateTime', value: (e) => e.at },
    {
      key: 'actor',
      header: h('actor'),
      width: 26,
      value: (e) => personText(idLang, e.actor) ?? h('system'),
    },
    {
      key: 'account',
      header: h('account'),
      width: 24,
      value: (e) =>
        e.account
          ? translate(idLang, 'dataProtection.audit.accountOf', {
              id: e.account.id,
              role: e.account.roleId === null ? '?' : roleRef(e.account.roleId, idLang).name,
            })
          : null,
    },
    { key: 'action', header: h('action'), width: 24, value: (e) => auditActionLabel(e.action, idLang) },
    { key: 'object', header: h('object'), width: 26, value: (e) => objectText(idLang, e) },
    { key: 'subject', header: h('subject'), width: 26, value: (e) => personText(idLang, e.subject) },
    {
      key: 'result',
      header: h('result'),
      width: 12,
      value: (e) => {
        const key = `dataProtection.audit.results.${e.result}`;
        return isMessageKey(key) ? translate(idLang, key) : e.result;
      },
    },
    { key: 'ip', header: h('ip'), width: 16, value: (e) => e.ip },
    { key: 'userAgent', header: h('userAgent'), width: 30, value: (e) => e.userAgent },
    { key: 'detail', header: h('detail'), width: 40, value: (e) => e.detail },
  ];
  return visibleColumns(all, auditList.columns, visible);
}
