/**
 * The candidates list (/management/candidat, page permission managementCandidats: managers and recruiters):
 * candidates with their invitation, password and lock state, adding one, and (re)sending the first-login link.
 * The link itself is the password module's (the same code path as Login/reset), handed in by the composition root.
 */
import type { AddCandidateBody, Candidate } from '@my-skills/shared/schemas/candidates';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
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
  idLang: r.idLang,
  createdAt: r.createdAt.toISOString(),
  invitedAt: r.invitedAt?.toISOString() ?? null,
  passwordSet: r.passwordSet,
  lockedUntil: r.lockedUntil?.toISOString() ?? null,
  dcStatus: r.dcStatus,
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
    async list(search: string | undefined): Promise<Candidate[]> {
      return (await repository.list(search, now())).map(toCandidate);
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
