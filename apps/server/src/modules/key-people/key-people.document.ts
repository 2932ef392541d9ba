/**
 * The key-people record in the document kernel (decision 012): its table (keyed on the person's id), its history, its
 * owner lookup, how it loads with the caller's rights, its statuses (1 in progress, 2 past) and the delivery block of
 * its rates. Status changes are part of the record's one save (PUT KeyPeople, a `handle.write` that sets the status
 * and writes the from → to history row): the spec has no status call for key people and one save is one row version.
 * No transitions, then. Audited: every save writes its audit row in its own transaction.
 */
import { can, canOpenFileOf, hasPagePermission } from '@my-skills/shared/roles';
import { languageIdOf } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentHandle, DocumentKernel } from '../../lib/documents/kernel';
import type { OutboxMessage } from '../../integrations/outbox/outbox';
import { translate, type MessageKey } from '../../i18n/messages';
import type { FileAccess } from '../people/file-access';
import {
  KEY_PEOPLE_HISTORY,
  type KeyPeopleColumns,
  type KeyPeopleRepository,
  type LoadedPerson,
} from './key-people.repository';

/** A loaded record: the person with their record's row, and what the caller may do. */
export interface KeyPeopleDoc {
  person: LoadedPerson & { status: number; rowVersion: number };
  canEdit: boolean;
}

/** The rates of a record as the outbox carries them: a skill by its (French) name, a level 0–5. */
export interface RatedSkill {
  name: string;
  rate: number;
  high: boolean;
}

export const RATE_KINDS = ['boond.rates', 'boond.highRates'] as const;

export interface KeyPeopleDocumentDeps {
  kernel: DocumentKernel;
  repository: KeyPeopleRepository;
  fileAccess: FileAccess;
}

/**
 * Who may read and write a person's record: those with the keyPeople page who manage the person down the chain or
 * see everyone ("all" access) — never one's own record (it is about the person, kept by their management).
 */
export async function assertMayHandle(auth: AuthContext, fileAccess: FileAccess, person: { id: number }) {
  if (person.id === auth.personId) throw new AppError('FORBIDDEN', 'errors.KEY_PEOPLE_OWN_RECORD');
  if (!hasPagePermission(auth, 'keyPeople')) throw new AppError('FORBIDDEN');
  const relation = await fileAccess.relationTo(auth, person.id);
  if (!canOpenFileOf(auth, relation) || !(relation.managesOwner || can(auth, 'people:seeAll')))
    throw new AppError('FORBIDDEN');
}

/** The rates and high rates messages of a record (each only when it has skills), about the record. */
export function rateMessages(
  about: ReturnType<DocumentHandle<KeyPeopleDoc>['about']>,
  resourceId: number,
  skills: readonly RatedSkill[],
): OutboxMessage[] {
  const of = (high: boolean) => skills.filter((s) => s.high === high).map((s) => ({ skill: s.name, level: s.rate }));
  return (
    [
      ['boond.rates', of(false)],
      ['boond.highRates', of(true)],
    ] as const
  )
    .filter(([, rates]) => rates.length > 0)
    .map(([kind, rates]) => ({ kind, payload: { resourceId, rates }, ...about }));
}

export function registerKeyPeople(deps: KeyPeopleDocumentDeps) {
  const { repository: repo, fileAccess } = deps;

  async function load(auth: AuthContext, id: number): Promise<KeyPeopleDoc> {
    const person = await repo.loadPerson(id);
    if (!person || person.status === null || person.rowVersion === null)
      throw new AppError('NOT_FOUND', 'errors.KEY_PEOPLE_NOT_FOUND');
    await assertMayHandle(auth, fileAccess, person);
    return { person: person as KeyPeopleDoc['person'], canEdit: true };
  }

  const document: DocumentHandle<KeyPeopleDoc, KeyPeopleColumns> = deps.kernel.register<KeyPeopleDoc, KeyPeopleColumns>(
    {
      objectType: 'keyPeople',
      table: 'key_people',
      history: KEY_PEOPLE_HISTORY,
      load,
      stateOf: ({ person }) => ({
        id: person.id,
        status: person.status,
        rowVersion: person.rowVersion,
        ownerId: person.id,
      }),
      ownerOf: (id, q) => repo.ownerOf(id, q),
      transitions: [],
      statusName: (status, idLang) =>
        translate(languageIdOf(idLang), `keyPeople.status.${status === 2 ? 2 : 1}` as MessageKey),
      messages: { conflict: 'errors.KEY_PEOPLE_CONFLICT', transition: 'errors.KEY_PEOPLE_STATUS_TRANSITION' },
      delivery: { kinds: RATE_KINDS },
      boondDocument: {
        mayResend: (_auth, doc) => doc.canEdit,
        /** The saved rates, as the last save sent them. */
        async messages(auth, doc) {
          if (doc.person.idBoond === null) throw new AppError('BUSINESS_RULE', 'errors.NO_BOOND_ID');
          const rates = await repo.rates(doc.person.id);
          const messages = rateMessages(
            document.about(auth, doc),
            doc.person.idBoond,
            rates.map((r) => ({ name: r.nameFr, rate: r.rate, high: r.high })),
          );
          if (messages.length === 0) throw new AppError('BUSINESS_RULE', 'messages.keyPeopleNoRates');
          return messages;
        },
      },
    },
  );
  return document;
}
export type KeyPeopleDocument = ReturnType<typeof registerKeyPeople>;
