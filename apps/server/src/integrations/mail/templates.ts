/**
 * E-mail templates: bilingual (the recipient's language, person.id_lang), each rendered as HTML and text.
 * Texts live in i18n/messages.ts; every value placed in HTML is escaped, links must be http(s).
 */
import type { LanguageId } from '@my-skills/shared/constants';
import { translate } from '../../i18n/messages';
import { languageCodeOf } from '@my-skills/shared/ui-language';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Escaped, with line breaks kept. */
const paragraph = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const safeLink = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`refusing a ${parsed.protocol} link in an e-mail`);
  return parsed.toString();
};

type Params = Record<string, string | number>;
const t = (idLang: LanguageId, key: string, params: Params = {}) => translate(idLang, key, params);
/** The same text with every parameter escaped, for HTML. */
const th = (idLang: LanguageId, key: string, params: Params = {}) =>
  translate(idLang, key, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escapeHtml(String(v))])));

interface Block {
  greeting?: string;
  lines: string[];
  table?: [string, string][];
  quote?: string;
  action?: { label: string; url: string };
}

function layout(idLang: LanguageId, subject: string, block: Block): RenderedMail {
  const lang = languageCodeOf(idLang);
  const textParts = [
    ...(block.greeting ? [t(idLang, 'mail.greeting', { name: block.greeting }), ''] : []),
    ...block.lines,
    ...(block.table ? ['', ...block.table.map(([k, v]) => `${k}: ${v}`)] : []),
    ...(block.quote !== undefined ? ['', block.quote] : []),
    ...(block.action ? ['', `${block.action.label}: ${safeLink(block.action.url)}`] : []),
    '',
    t(idLang, 'mail.signature'),
    '--',
    t(idLang, 'mail.footer'),
  ];
  const htmlParts = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5">',
    ...(block.greeting ? [`<p>${th(idLang, 'mail.greeting', { name: block.greeting })}</p>`] : []),
    ...block.lines.map((l) => `<p>${paragraph(l)}</p>`),
    ...(block.table
      ? [
          '<table style="border-collapse:collapse">',
          ...block.table.map(
            ([k, v]) =>
              `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(k)}</th><td style="padding:2px 0">${paragraph(v)}</td></tr>`,
          ),
          '</table>',
        ]
      : []),
    ...(block.quote !== undefined
      ? [
          `<blockquote style="border-left:3px solid #d1d5db;margin:12px 0;padding:4px 12px">${paragraph(block.quote)}</blockquote>`,
        ]
      : []),
    ...(block.action
      ? [
          `<p><a href="${escapeHtml(safeLink(block.action.url))}" style="color:#1d4ed8">${escapeHtml(block.action.label)}</a></p>`,
        ]
      : []),
    `<p>${escapeHtml(t(idLang, 'mail.signature'))}</p>`,
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(t(idLang, 'mail.footer'))}</p>`,
    '</body></html>',
  ];
  return { subject, text: textParts.join('\n'), html: htmlParts.join('\n') };
}

export const MAIL_TEMPLATES = {
  /** To the manager: a skills file waits for validation. */
  dcSubmitted(idLang: LanguageId, p: { managerName: string; personName: string; fileUrl: string }) {
    return layout(idLang, t(idLang, 'mail.dcSubmitted.subject', { person: p.personName }), {
      greeting: p.managerName,
      lines: [t(idLang, 'mail.dcSubmitted.body', { person: p.personName })],
      action: { label: t(idLang, 'mail.dcSubmitted.action'), url: p.fileUrl },
    });
  },
  /** To the manager: an evaluation was submitted and waits for their part and signature. */
  eaSubmitted(idLang: LanguageId, p: { managerName: string; personName: string; year: number; url: string }) {
    return layout(idLang, t(idLang, 'mail.eaSubmitted.subject', { person: p.personName }), {
      greeting: p.managerName,
      lines: [t(idLang, 'mail.eaSubmitted.body', { person: p.personName, year: p.year })],
      action: { label: t(idLang, 'mail.eaSubmitted.action'), url: p.url },
    });
  },
  /** To the other side of an evaluation (POST /api/Ea/sendEmailEEP): their part is waiting. */
  eaReminder(
    idLang: LanguageId,
    p: { recipientName: string; senderName: string; personName: string; year: number; url: string },
  ) {
    return layout(idLang, t(idLang, 'mail.eaReminder.subject', { year: p.year }), {
      greeting: p.recipientName,
      lines: [t(idLang, 'mail.eaReminder.body', { sender: p.senderName, person: p.personName, year: p.year })],
      action: { label: t(idLang, 'mail.eaReminder.action'), url: p.url },
    });
  },
  /** To support: a sending to BoondManager failed (POST /api/Boond/sendEmailErrorSendBoond). */
  sendErrorSupport(
    idLang: LanguageId,
    p: { type: string; id: number; personName: string | null; reportedBy: string; message: string },
  ) {
    return layout(idLang, t(idLang, 'mail.sendErrorSupport.subject', { type: p.type, id: p.id }), {
      lines: [t(idLang, 'mail.sendErrorSupport.body')],
      table: [
        [t(idLang, 'mail.sendErrorSupport.type'), p.type],
        [t(idLang, 'mail.sendErrorSupport.object'), String(p.id)],
        ...(p.personName ? ([[t(idLang, 'mail.sendErrorSupport.person'), p.personName]] as [string, string][]) : []),
        [t(idLang, 'mail.sendErrorSupport.reportedBy'), p.reportedBy],
      ],
      quote: `${t(idLang, 'mail.sendErrorSupport.message')}:\n${p.message}`,
    });
  },
  /**
   * To a candidate: the single-use link that sets their password — the invitation ('first') or a forgotten
   * password ('reset'), with how long it works.
   */
  passwordLink(
    idLang: LanguageId,
    p: { name: string; url: string; purpose: 'first' | 'reset'; hours: number; minutes: number },
  ) {
    const key = p.purpose === 'first' ? 'mail.passwordFirst' : 'mail.passwordReset';
    return layout(idLang, t(idLang, `${key}.subject`), {
      greeting: p.name,
      lines: [t(idLang, `${key}.body`, { hours: p.hours, minutes: p.minutes })],
      action: { label: t(idLang, `${key}.action`), url: p.url },
    });
  },
  /**
   * To a person and to their manager: a certification of the person's skills file expires soon (60 or 15 days
   * before; jobs/certification-expiry.ts). `date` is already written in the recipient's language.
   */
  certificationExpiry(
    idLang: LanguageId,
    p: {
      recipientName: string;
      audience: 'person' | 'manager';
      personName: string;
      certification: string;
      organism: string;
      date: string;
      days: number;
      fileUrl: string;
    },
  ) {
    const values = { certification: p.certification, organism: p.organism, person: p.personName, date: p.date };
    const body =
      p.audience === 'person' ? 'mail.certificationExpiry.bodyPerson' : 'mail.certificationExpiry.bodyManager';
    return layout(idLang, t(idLang, 'mail.certificationExpiry.subject', values), {
      greeting: p.recipientName,
      lines: [t(idLang, body, { ...values, days: p.days })],
      action: { label: t(idLang, 'mail.certificationExpiry.action'), url: p.fileUrl },
    });
  },
  /** To each DPO, daily: candidates are due for erasure (jobs/candidate-retention.ts; decision 023 §2c). */
  retentionDue(idLang: LanguageId, p: { name: string; count: number; months: number; url: string }) {
    return layout(idLang, t(idLang, 'mail.retentionDue.subject', { count: p.count }), {
      greeting: p.name,
      lines: [t(idLang, 'mail.retentionDue.body', { count: p.count, months: p.months })],
      action: { label: t(idLang, 'mail.retentionDue.action'), url: p.url },
    });
  },
  /** The administrators' check that mail leaves. */
  testMail(idLang: LanguageId, p: { name: string }) {
    return layout(idLang, t(idLang, 'mail.testMail.subject'), {
      greeting: p.name,
      lines: [t(idLang, 'mail.testMail.body')],
    });
  },
} as const;
export type MailTemplate = keyof typeof MAIL_TEMPLATES;
export type MailTemplateParams<T extends MailTemplate> = Parameters<(typeof MAIL_TEMPLATES)[T]>[1];

/** Mails that carry a secret (a single-use link): their body is never shown back (the exchanges screen). */
const SECRET_TEMPLATES: ReadonlySet<string> = new Set<MailTemplate>(['passwordLink']);

/** An outbox payload as it may be shown to an administrator: a secret mail's body replaced by a notice. */
export function shownPayload(payload: Record<string, unknown>): Record<string, unknown> {
  if (typeof payload.template !== 'string' || !SECRET_TEMPLATES.has(payload.template)) return payload;
  const { text: _text, html: _html, ...rest } = payload;
  return { ...rest, text: '[single-use link withheld]', html: null };
}

export function renderMail<T extends MailTemplate>(
  template: T,
  idLang: LanguageId,
  params: MailTemplateParams<T>,
): RenderedMail {
  const render = MAIL_TEMPLATES[template] as (idLang: LanguageId, params: MailTemplateParams<T>) => RenderedMail;
  return render(idLang, params);
}

/**
 * The outbox message of an e-mail, rendered now in the recipient's language:
 *   await outbox.enqueue(trx, { ...mailMessage('dcSubmitted', manager.id_lang, manager.email, params),
 *                               objectType: 'dc', objectId, personId, createdBy });
 */
export function mailMessage<T extends MailTemplate>(
  template: T,
  idLang: LanguageId,
  to: string,
  params: MailTemplateParams<T>,
) {
  return { kind: 'mail.send' as const, payload: { template, idLang, to, ...renderMail(template, idLang, params) } };
}
