/**
 * What every document's messages repeat, written once: the envelope of a message about a document (its object, its
 * owner, who acted), the "submitted" e-mail to the owner's manager, the document file for BoondManager, and the 422
 * of an incomplete document. A document type builds its own messages with these (docs/decisions/012).
 */
import type { LanguageId } from '@my-skills/shared/constants';
import { languageIdOf } from '@my-skills/shared/ui-language';
import { AppError } from '../app-error';
import type { AuthContext } from '../auth-context';
import type { OutboxMessage } from '../../integrations/outbox/outbox';
import type { ObjectType } from '../../integrations/outbox/kinds';
import { mailMessage, type MailTemplate, type MailTemplateParams } from '../../integrations/mail/templates';

/** A document as its messages name it. */
export interface DocumentRef {
  objectType: ObjectType;
  id: number;
  ownerId: number;
}

/** The fields every message about a document carries: its object, its owner, who acted. */
export const aboutDocument = (ref: DocumentRef, auth: Pick<AuthContext, 'personId'>) => ({
  objectType: ref.objectType,
  objectId: ref.id,
  personId: ref.ownerId,
  createdBy: auth.personId,
});

/** The owner's manager as a document loads it (null fields when the owner has none). */
export interface ManagerContact {
  managerId: number | null;
  managerEmail: string | null;
  managerLang: number | null;
  managerFirstName: string | null;
  managerLastName: string | null;
}

export const managerName = (m: Pick<ManagerContact, 'managerFirstName' | 'managerLastName'>) =>
  `${m.managerFirstName ?? ''} ${m.managerLastName ?? ''}`.trim();

/**
 * The e-mail telling the owner's manager a document waits for them, in the manager's language (or `idLang`); null
 * when the owner has no manager with an address. `params` gets the language and the manager's name.
 */
export function managerMail<T extends MailTemplate>(
  ref: DocumentRef,
  auth: Pick<AuthContext, 'personId'>,
  manager: ManagerContact,
  template: T,
  params: (managerName: string) => MailTemplateParams<T>,
  idLang?: LanguageId,
): OutboxMessage<'mail.send'> | null {
  if (manager.managerId === null || !manager.managerEmail) return null;
  const lang = idLang ?? languageIdOf(manager.managerLang);
  return {
    ...mailMessage(template, lang, manager.managerEmail, params(managerName(manager))),
    ...aboutDocument(ref, auth),
  };
}

/** A document file for BoondManager: the person's resume (`resourceResume`) or one of its files (`resource`). */
export function boondDocumentMessage(
  ref: DocumentRef,
  auth: Pick<AuthContext, 'personId'>,
  target: { parentType: 'resource' | 'resourceResume'; resourceId: number },
  file: { fileName: string; contentType: string; content: Uint8Array },
): OutboxMessage<'boond.document'> {
  return {
    kind: 'boond.document',
    payload: {
      parentType: target.parentType,
      parentId: target.resourceId,
      fileName: file.fileName,
      contentType: file.contentType,
    },
    attachment: file.content,
    ...aboutDocument(ref, auth),
  };
}

/**
 * The 422 of a document whose check found what is missing: the message names the missing items (`params`), and
 * `details` lists each one (`path`, `message`) for the form to mark.
 */
export const incomplete = (
  messageKey: string,
  params: Record<string, string | number>,
  missing: readonly { path: string; message: string }[],
) => new AppError('BUSINESS_RULE', messageKey, params, [...missing]);
