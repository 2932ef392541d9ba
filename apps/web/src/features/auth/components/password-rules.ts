import { failedPasswordRules, PASSWORD_RULES, type PasswordRule } from '@my-skills/shared/schemas/auth';

/** The password rules (packages/shared) in order, each with whether the password typed so far meets it. */
export function passwordChecklist(password: string): { rule: PasswordRule; met: boolean }[] {
  const failed = new Set(failedPasswordRules(password));
  return PASSWORD_RULES.map((rule) => ({ rule, met: !failed.has(rule) }));
}
