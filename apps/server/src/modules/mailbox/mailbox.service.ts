import { canReadMailbox, type MailDetail, type MailSummary } from '@my-skills/shared/schemas/exchanges';
import type { LanguageId } from '@my-skills/shared/constants';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { ExcelColumn } from '../../lib/lists/excel-export';
import { allPages } from '../../lib/lists/batches';
import { translate } from '../../i18n/messages';
import type { MailboxRepository, MailRow } from './mailbox.repository';

const toSummary = (r: Omit<MailRow, 'total'>): MailSummary => ({
  id: r.id,
  outboxMessageId: r.outboxMessageId,
  template: r.template,
  idLang: r.idLang,
  from: r.from,
  to: r.to,
  subject: r.subject,
  createdAt: new Date(r.createdAt).toISOString(),
});

/**
 * Reading the local mailbox: administrators, and anyone while the development sign-in is enabled — but never on the
 * candidate onboarding host, where the development sign-in is off (the mailbox holds other candidates' links).
 */
export function createMailboxService({ repository, devLogin }: { repository: MailboxRepository; devLogin: boolean }) {
  const assertAllowed = (auth: AuthContext, onboarding: boolean) => {
    if (onboarding || !canReadMailbox(auth, devLogin)) throw new AppError('FORBIDDEN');
  };
  return {
    /** The e-mails, filtered, sorted and paged by the list's shared definition (newest first by default). */
    async list(auth: AuthContext, onboarding: boolean, query: ListQuery & { to?: string }) {
      assertAllowed(auth, onboarding);
      const rows = await repository.page(query);
      const total = rows[0]?.total ?? (query.page > 1 ? await repository.count(query) : 0);
      return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },

    /** The rows and columns of the Excel export of exactly what the list shows. */
    async exportRows(auth: AuthContext, onboarding: boolean, query: ListExport) {
      assertAllowed(auth, onboarding);
      const total = await repository.count(query);
      const rows = (async function* () {
        for await (const r of allPages((pageNo, size) => repository.exportPage(query, pageNo, size)))
          yield toSummary(r);
      })();
      return { total, rows, columns: mailColumns(auth.idLang, query.columns) };
    },

    async byId(auth: AuthContext, onboarding: boolean, id: number): Promise<MailDetail> {
      assertAllowed(auth, onboarding);
      const row = await repository.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'errors.MAIL_NOT_FOUND');
      return { ...toSummary(row), text: row.text, html: row.html };
    },
  };
}
export type MailboxService = ReturnType<typeof createMailboxService>;

/** The mailbox export's columns, in the caller's language, limited to the visible ones (the subject always). */
function mailColumns(idLang: LanguageId, visible: string[] | undefined): ExcelColumn<MailSummary>[] {
  const h = (key: string) => translate(idLang, `lists.mailbox.${key}`);
  const all: ExcelColumn<MailSummary>[] = [
    { key: 'createdAt', header: h('createdAt'), date: 'dateTime', value: (m) => m.createdAt },
    { key: 'to', header: h('to'), width: 30, value: (m) => m.to },
    { key: 'subject', header: h('subject'), width: 50, value: (m) => m.subject },
    { key: 'template', header: h('template'), width: 18, value: (m) => m.template },
    { key: 'idLang', header: h('idLang'), width: 10, value: (m) => h(`languages.${m.idLang}`) },
    { key: 'from', header: h('from'), width: 30, value: (m) => m.from },
  ];
  return visible ? all.filter((c) => c.key === 'subject' || visible.includes(c.key)) : all;
}
