/**
 * The candidates list (/management/candidat, page permission managementCandidats: managers and recruiters):
 * candidates with their invitation, password, lock and skills-file state on the lists' layer (filters, sort,
 * paging, the Excel export of what is filtered), adding one, and (re)sending the first-login link. The link itself
 * is the password module's (the same code path as Login/reset), handed in by the composition root.
 */
import { pageAnswer } from '../../lib/lists/page-answer';
import { DC_STATUS_LABELS, type DcStatusId } from '@my-skills/shared/constants';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import type { AddCandidateBody, Candidate, CandidatePage } from '@my-skills/shared/schemas/candidates';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { ExcelColumn } from '../../lib/lists/excel-export';
import { allPages } from '../../lib/lists/batches';
import { translate } from '../../i18n/messages';
import type { Trx } from '../../db/types';
import type { CandidateRow, CandidatesRepository } from './candidates.repository';

/** Sends a candidate their link (purpose 'first' until they have a password, then 'reset') in the transaction. */
export interface InvitationSender {
  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T>;
  issue(
    trx: Trx,
    candidate: {
      id: number;
      email: string;
      firstName: string;
      lastName: string;
      idLang: number;
      hasCredential: boolean;
    },
    options: { createdBy: number | null },
  ): Promise<unknown>;
}

const toCandidate = (r: CandidateRow): Candidate => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  reference: r.reference,
  idLang: r.idLang,
  createdAt: r.createdAt.toISOString(),
  invitedAt: r.invitedAt?.toISOString() ?? null,
  passwordSet: r.passwordSet,
  lockedUntil: r.lockedUntil?.toISOString() ?? null,
  dcFr: r.dcFr,
  dcEn: r.dcEn,
});

export function createCandidatesService(deps: {
  repository: CandidatesRepository;
  invitations: InvitationSender;
  now: () => Date;
}) {
  const { repository, invitations, now } = deps;

  async function current(id: number): Promise<Candidate> {
    const row = await repository.byId(id, now());
    if (!row) throw new AppError('NOT_FOUND', 'errors.OBJECT_NOT_FOUND');
    return toCandidate(row);
  }

  return {
    /** A page of the candidates, searched, filtered and sorted; `total` counts every match. */
    async list(query: ListQuery): Promise<CandidatePage> {
      const at = now();
      return pageAnswer(await repository.list(query, at), query, toCandidate);
    },

    /** The rows and columns of the Excel export of exactly what the list shows (same scope, filters and order). */
    async exportRows(auth: AuthContext, query: ListExport) {
      const at = now();
      const total = await repository.count(query, at);
      const rows = (async function* () {
        for await (const r of allPages((pageNo, size) => repository.exportPage(query, at, pageNo, size)))
          yield toCandidate(r);
      })();
      return { total, rows, columns: candidateColumns(auth.idLang, query.columns) };
    },

    /** Creates the person and their candidate account together; with `invite`, the first-login e-mail too. */
    async add(auth: AuthContext, body: AddCandidateBody): Promise<Candidate> {
      const id = await invitations.transaction(async (trx) => {
        if (await repository.emailTaken(body.email, trx)) throw new AppError('ALREADY_EXISTS');
        const personId = await repository.insert(trx, body);
        if (body.invite) {
          await invitations.issue(trx, { id: personId, ...body, hasCredential: false }, { createdBy: auth.personId });
        }
        return personId;
      });
      return current(id);
    },

    /**
     * (Re)sends the link: the first-login link while the candidate has no password, a reset link once they have
     * one (a recruiter answering "I forgot my password"). Earlier unused links stop working.
     */
    async invite(auth: AuthContext, id: number): Promise<Candidate> {
      const row = await repository.byId(id, now());
      if (!row) throw new AppError('NOT_FOUND', 'errors.OBJECT_NOT_FOUND');
      await invitations.transaction((trx) =>
        invitations.issue(trx, { ...row, hasCredential: row.passwordSet }, { createdBy: auth.personId }),
      );
      return current(id);
    },
  };
}
export type CandidatesService = ReturnType<typeof createCandidatesService>;

/** The candidates export's columns, in the caller's language, limited to the visible ones (the name always). */
function candidateColumns(idLang: number, visible: string[] | undefined): ExcelColumn<Candidate>[] {
  const lang = idLang === 2 ? 2 : 1;
  const h = (key: string) => translate(lang, `lists.candidates.${key}`);
  const file = (status: number) => DC_STATUS_LABELS[status as DcStatusId][lang === 2 ? 'en' : 'fr'];
  const all: ExcelColumn<Candidate>[] = [
    { key: 'lastName', header: h('lastName'), value: (c) => c.lastName },
    { key: 'firstName', header: h('firstName'), value: (c) => c.firstName },
    { key: 'email', header: h('email'), width: 30, value: (c) => c.email },
    { key: 'reference', header: h('reference'), width: 14, value: (c) => c.reference },
    { key: 'idLang', header: h('idLang'), width: 12, value: (c) => h(`language${c.idLang}`) },
    { key: 'dcFr', header: h('dcFr'), value: (c) => file(c.dcFr) },
    { key: 'dcEn', header: h('dcEn'), value: (c) => file(c.dcEn) },
    { key: 'invitedAt', header: h('invitedAt'), date: true, value: (c) => c.invitedAt },
    { key: 'passwordSet', header: h('passwordSet'), width: 14, value: (c) => c.passwordSet },
    { key: 'locked', header: h('locked'), width: 12, value: (c) => c.lockedUntil !== null },
    { key: 'createdAt', header: h('createdAt'), date: true, value: (c) => c.createdAt },
  ];
  return visible ? all.filter((c) => c.key === 'lastName' || visible.includes(c.key)) : all;
}
