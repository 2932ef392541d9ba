import { canReadMailbox, type MailDetail, type MailSummary } from '@my-skills/shared/schemas/exchanges';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { MailboxRepository } from './mailbox.repository';

type Row = Awaited<ReturnType<MailboxRepository['list']>>['items'][number];
const toSummary = (r: Row): MailSummary => ({
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
    async list(auth: AuthContext, onboarding: boolean, query: { to?: string; page: number; pageSize: number }) {
      assertAllowed(auth, onboarding);
      const { items, total } = await repository.list({
        to: query.to,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: items.map(toSummary), total, page: query.page, pageSize: query.pageSize };
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
