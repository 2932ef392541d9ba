/**
 * Where 'mail.send' messages go: an SMTP server (nodemailer, SMTP_URL) or, on the embedded default,
 * the local mailbox table (read through GET /api/Mailbox/*).
 *
 * Idempotency: the local mailbox stores a message once per idempotency key (unique column). SMTP has no such
 * guarantee; the Message-ID is derived from the key, so a receiver (or a person) can recognise a duplicate of
 * the rare case "the server accepted the mail but the process died before recording it".
 */
import nodemailer from 'nodemailer';
import type { DeliveryContext } from '../outbox/relay';
import { DeliveryError } from '../outbox/delivery-error';
import type { MailPayload } from '../outbox/kinds';
import { languageCodeOf } from '@my-skills/shared/ui-language';

export interface MailStore {
  /** Stores the mail once per idempotency key; returns the mailbox row id. */
  store(mail: MailPayload & { from: string }, context: { idempotencyKey: string; messageId: number }): Promise<number>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'mailbox';
  send(mail: MailPayload, context: DeliveryContext): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export const messageIdFor = (idempotencyKey: string) => `<${idempotencyKey}@my-skills.outbox>`;

/** SMTP reply codes 5xx are permanent (unknown mailbox, rejected); 4xx and connection trouble are worth retrying. */
function smtpFailure(error: unknown): DeliveryError {
  const e = error as { responseCode?: unknown; code?: unknown; response?: unknown; message?: unknown };
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : null;
  const code = typeof e.code === 'string' ? e.code : null;
  const detail =
    typeof e.response === 'string' && e.response
      ? e.response
      : typeof e.message === 'string'
        ? e.message
        : String(error);
  const permanent = responseCode !== null && responseCode >= 500 && responseCode < 600;
  return new DeliveryError(!permanent, responseCode, code, detail);
}

export function createSmtpMailer({
  url,
  from,
  timeoutMs = 20_000,
}: {
  url: string;
  from: string;
  timeoutMs?: number;
}): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async send(mail, context) {
      try {
        const info = await transport.sendMail({
          from: mail.from ?? from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: messageIdFor(context.idempotencyKey),
          headers: { 'X-Idempotency-Key': context.idempotencyKey, 'Content-Language': languageCodeOf(mail.idLang) },
        });
        return { messageId: info.messageId, accepted: info.accepted.map(String), response: info.response };
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}

export function createMailboxMailer({ store, from }: { store: MailStore; from: string }): Mailer {
  return {
    kind: 'mailbox',
    async send(mail, context) {
      const id = await store.store(
        { ...mail, from: mail.from ?? from },
        { idempotencyKey: context.idempotencyKey, messageId: context.messageId },
      );
      return { mailboxId: id };
    },
    async close() {},
  };
}
