/**
 * First-login and reset links (docs/decisions/016-sign-in.md): 32 random bytes (base64url) e-mailed through the
 * outbox, only their SHA-256 stored; single use; 'first' (no password yet) lasts FIRST_LOGIN_LINK_HOURS, 'reset'
 * RESET_LINK_MINUTES; a new link ends the person's earlier unused ones.
 *
 * Login/reset answers the same message, with the same status and about the same delay, whether or not the address
 * is a candidate's: the same lookup runs either way and the answer is held until RESET_MIN_MS have passed, so
 * that the mail's transaction does not tell the two apart.
 */
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { languageIdFromCode, type LanguageId } from '@my-skills/shared/constants';
import { languageCodeOf, languageIdOf } from '@my-skills/shared/ui-language';
import {
  failedPasswordRules,
  type CheckLinkAnswer,
  type LoginResetBody,
  type SavePasswordBody,
} from '@my-skills/shared/schemas/auth';
import { AppError } from '../../../lib/app-error';
import type { Trx } from '../../../db/types';
import type { Outbox } from '../../../integrations/outbox/outbox';
import { mailMessage } from '../../../integrations/mail/templates';
import type { CaptchaService } from './captcha';
import { emailKey } from '../../../lib/sign-in-failure-keys';
import type { CandidateIdentity, PasswordRepository } from './password.repository';
import { hashPassword } from './password-hash';

/** The least time Login/reset takes, known address or not. */
export const RESET_MIN_MS = 250;

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LinkSettings {
  firstLoginLinkHours: number;
  resetLinkMinutes: number;
  /** The onboarding site's address, where /reset is. */
  onboardingUrl: string;
}

/** 'fr' | 'en' | 1 | 2 → the language id. */
export const languageOfBody = (lang: LoginResetBody['Lang']): LanguageId | null =>
  lang === undefined ? null : typeof lang === 'number' ? languageIdOf(lang) : languageIdFromCode(lang);

export function createPasswordLinksService(deps: {
  repository: PasswordRepository;
  captcha: CaptchaService;
  outbox: Outbox;
  settings: LinkSettings;
  now: () => Date;
  /** Drops the cached sessions of a person (their sessions end with a new password). */
  identityChanged: (personId: number) => void;
}) {
  const { repository, captcha, outbox, settings, now } = deps;

  /**
   * Creates a link for a candidate and queues its e-mail, in the caller's transaction: 'first' while they have no
   * password, else 'reset'. The e-mail is in `idLang` (default: the candidate's language).
   */
  async function issue(
    trx: Trx,
    candidate: CandidateIdentity,
    options: { createdBy: number | null; idLang?: LanguageId | null },
  ) {
    const token = randomBytes(32).toString('base64url');
    const purpose = candidate.hasCredential ? 'reset' : 'first';
    const at = now();
    const lifetimeMs =
      purpose === 'first' ? settings.firstLoginLinkHours * 3_600_000 : settings.resetLinkMinutes * 60_000;
    const expiresAt = new Date(at.getTime() + lifetimeMs);
    await repository.createLink(trx, {
      personId: candidate.id,
      tokenHash: hashLinkToken(token),
      purpose,
      createdBy: options.createdBy,
      now: at,
      expiresAt,
    });
    const idLang = options.idLang ?? languageIdOf(candidate.idLang);
    const url = new URL('/reset', settings.onboardingUrl);
    url.search = new URLSearchParams({ token, email: candidate.email, lang: languageCodeOf(idLang) }).toString();
    await outbox.enqueue(trx, {
      ...mailMessage('passwordLink', idLang, candidate.email, {
        name: `${candidate.firstName} ${candidate.lastName}`,
        url: url.toString(),
        purpose,
        hours: settings.firstLoginLinkHours,
        minutes: settings.resetLinkMinutes,
      }),
      objectType: 'system',
      personId: candidate.id,
      createdBy: options.createdBy,
    });
    return { purpose, expiresAt };
  }

  return {
    issue,

    /** POST Login/reset: e-mails a link to a candidate; answers nothing that tells whether the address is one. */
    async reset(body: LoginResetBody): Promise<void> {
      await captcha.verify(body.Captcha);
      const started = performance.now();
      const candidate = await repository.findCandidate({ email: body.LoginFromEmail });
      if (candidate) {
        await outbox.transaction((trx) =>
          issue(trx, candidate, { createdBy: null, idLang: languageOfBody(body.Lang) }),
        );
      } else {
        // The token work the known path does; nothing is stored or sent.
        hashLinkToken(randomBytes(32).toString('base64url'));
      }
      const left = RESET_MIN_MS - (performance.now() - started);
      if (left > 0) await sleep(left);
    },

    /** POST Login/checkLink: whether the link still works for this e-mail (LINK_EXPIRED otherwise). */
    async check(email: string, token: string): Promise<CheckLinkAnswer> {
      const link = await repository.usableLink(hashLinkToken(token), email, now());
      if (!link) throw new AppError('LINK_EXPIRED');
      return { purpose: link.purpose, expiresAt: new Date(link.expiresAt).toISOString() };
    },

    /**
     * POST Login/savePassword: sets the password through a link. Using the link and storing the password happen
     * in one transaction (a second use finds the link used: LINK_EXPIRED); the e-mail's failure count is
     * cleared, the person's other links and sessions end. It does not sign in.
     */
    async save(body: SavePasswordBody): Promise<void> {
      if (failedPasswordRules(body.Password).length > 0) throw new AppError('PASSWORD_RULES');
      if (body.ConfirmPassword !== undefined && body.ConfirmPassword !== body.Password)
        throw new AppError('PASSWORD_MISMATCH');
      const tokenHash = hashLinkToken(body.IDToken);
      // A dead link fails before the (deliberately costly) hash.
      if (!(await repository.usableLink(tokenHash, body.LoginFromEmail, now()))) throw new AppError('LINK_EXPIRED');
      const passwordHash = await hashPassword(body.Password);
      const personId = await repository.transaction(async (trx) => {
        const at = now();
        const link = await repository.consumeLink(trx, tokenHash, body.LoginFromEmail, at);
        if (!link) throw new AppError('LINK_EXPIRED');
        await repository.setCredential(trx, link.personId, passwordHash, at);
        await repository.clearFailures(emailKey(body.LoginFromEmail), trx);
        return link.personId;
      });
      deps.identityChanged(personId);
    },
  };
}
export type PasswordLinksService = ReturnType<typeof createPasswordLinksService>;
