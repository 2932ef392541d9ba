import { z } from 'zod';
import { PAGE_PERMISSIONS, type PagePermission } from '../roles';
import { emailSchema, idSchema, personAccountSchema, roleRefSchema, shortText, text } from './common';

/** POST /api/Login/authentication */
export const loginAuthenticationBody = z.object({
  LoginFromEmail: emailSchema,
  IDToken: text({ max: 8192, trim: false }).optional(),
  Password: text({ max: 256, trim: false }).optional(),
  isDevModeRessource: z.boolean().optional(),
  /** The candidate sign-in's solved captcha (an ALTCHA payload, base64 JSON), required with `Password`. */
  Captcha: text({ max: 4096, trim: false }).optional(),
});
export type LoginAuthenticationBody = z.infer<typeof loginAuthenticationBody>;

export const pagePermissionsSchema = z.object(
  Object.fromEntries(PAGE_PERMISSIONS.map((p) => [p, z.boolean()])) as Record<PagePermission, z.ZodBoolean>,
);

/** The signed-in account, as GET /api/Login/me answers it. */
export const currentUserSchema = personAccountSchema.extend({
  /** The account (role) in use: the `idUser` of Login/changeRole. */
  idAccount: z.number().int(),
  activeAccounts: z.number().int(),
  pagePermissions: pagePermissionsSchema,
  sessionExpiresAt: z.string(),
  /** How this session was opened: 'oidc' (Microsoft work account), 'password' (candidates), 'dev'. */
  authMethod: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/Login/changeRole?idUser= (the account to switch to) */
export const changeRoleQuery = z.object({ idUser: idSchema });

/** GET /api/Login/devAccounts: the demo accounts offered by the dev sign-in. */
export const devAccountSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleRefSchema),
});
export type DevAccount = z.infer<typeof devAccountSchema>;

/** GET /api/Login/options: which sign-in methods this server offers. */
export const loginOptionsSchema = z.object({
  devLogin: z.boolean(),
  environment: z.string(),
  version: z.string(),
  /** Contact/support address of the header and footer. */
  supportEmail: z.string(),
  /** Microsoft work-account sign-in (OpenID Connect) is configured: the button starts it at Login/oidc/start. */
  oidc: z.boolean(),
  /** The request came to a candidate onboarding host: e-mail, password and captcha, candidate screens only. */
  onboarding: z.boolean(),
});
export type LoginOptions = z.infer<typeof loginOptionsSchema>;

export const searchTermSchema = shortText;

/** The password rules (part 1 §5): 12+ characters, an uppercase and a lowercase letter, a digit, one of @ $ ! % * ? & */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_SPECIALS = '@$!%*?&';
export const PASSWORD_RULES = ['length', 'upper', 'lower', 'digit', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];
const RULE_TESTS: Record<PasswordRule, (p: string) => boolean> = {
  length: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  upper: (p) => /[A-Z]/.test(p),
  lower: (p) => /[a-z]/.test(p),
  digit: (p) => /[0-9]/.test(p),
  special: (p) => [...PASSWORD_SPECIALS].some((c) => p.includes(c)),
};
/** The rules a password fails (empty: acceptable); the form shows them as the user types. */
export const failedPasswordRules = (password: string): PasswordRule[] =>
  PASSWORD_RULES.filter((rule) => !RULE_TESTS[rule](password));

/** A new password: the rules above, at most 128 characters (the hash's input stays bounded). */
export const newPasswordSchema = z
  .string()
  .max(128)
  .refine((p) => failedPasswordRules(p).length === 0, { message: 'PASSWORD_RULES' });

/** A single-use link's token, as the e-mailed link carries it (`/reset?token=…&email=…`). */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/);

/** POST /api/Login/reset: e-mails a first-login / reset link; the answer never tells whether the address exists. */
export const loginResetBody = z.object({
  LoginFromEmail: emailSchema,
  /** The language of the e-mail: 'fr' | 'en' (or 1 | 2). */
  Lang: z.union([z.enum(['fr', 'en']), z.literal(1), z.literal(2)]).optional(),
  Captcha: text({ max: 4096, trim: false }).optional(),
});
export type LoginResetBody = z.infer<typeof loginResetBody>;

/** POST /api/Login/checkLink: whether the link can still be used (LINK_EXPIRED otherwise). */
export const checkLinkBody = z.object({ LoginFromEmail: emailSchema, IDToken: linkTokenSchema });
export const checkLinkSchema = z.object({
  /** 'first': the first login (no password yet); 'reset': a forgotten password. */
  purpose: z.enum(['first', 'reset']),
  expiresAt: z.string(),
});
export type CheckLinkAnswer = z.infer<typeof checkLinkSchema>;

/** POST /api/Login/savePassword: sets the password through a link (single use). */
export const savePasswordBody = z.object({
  LoginFromEmail: emailSchema,
  Lang: z.union([z.enum(['fr', 'en']), z.literal(1), z.literal(2)]).optional(),
  IDToken: linkTokenSchema,
  Password: newPasswordSchema,
  /** When given, must equal Password (PASSWORD_MISMATCH). */
  ConfirmPassword: z.string().max(128).optional(),
});
export type SavePasswordBody = z.infer<typeof savePasswordBody>;

/** GET /api/Login/captcha: an ALTCHA challenge (solved in the browser, verified once by the server). */
export const captchaChallengeSchema = z.record(z.string(), z.unknown());

/** GET /api/Login/oidc/start: redirects to the provider (PKCE, state, nonce); `returnTo` is a path of this app. */
export const oidcStartQuery = z.object({
  returnTo: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .optional(),
});
/** GET /api/Login/oidc/callback: the provider's redirect back (code and state, or error). */
export const oidcCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  session_state: z.string().max(512).optional(),
  iss: z.string().max(500).optional(),
});

/** POST /api/Logout: where to send the browser to end the provider's session too (Microsoft accounts), if any. */
export const logoutSchema = z.object({ providerSignOutUrl: z.string().nullable() });
