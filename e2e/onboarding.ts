/**
 * Helpers of the candidates' browser tests: the onboarding host's address, the captcha ticked as a person does
 * (the widget solves it in the browser), and e-mails read from the local mailbox through the API on the main host
 * (any signed-in person may read it while the development sign-in is on).
 */
import { request, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, expect } from './fixtures';
import { server } from './servers';

/** The candidate onboarding host (the embedded default serves it as onboarding.localhost; Chromium resolves it). */
export const onboardingUrl = (baseURL: string | undefined) => {
  const url = new URL(baseURL ?? server.url);
  url.hostname = 'onboarding.localhost';
  return url.origin;
};

/** Ticks the captcha and waits until the browser has solved it. */
export async function solveCaptcha(page: Page) {
  const captcha = page.getByTestId('captcha');
  await captcha.getByRole('checkbox', { name: /Je ne suis pas un robot|I am not a robot/ }).click();
  await expect(captcha).toHaveAttribute('data-state', 'verified', { timeout: 20_000 });
}

/** An API client on the main host signed in with the development sign-in. */
export async function apiAs(baseURL: string | undefined, email: string = accounts.manager): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const signedIn = await api.post('/api/Login/authentication', {
    data: { LoginFromEmail: email, isDevModeRessource: true },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return api;
}

interface MailSummary {
  id: number;
  subject: string;
}

/** Waits for a new e-mail to `to` (newer than `afterId`) and answers it with its text. */
export async function waitForMail(api: APIRequestContext, to: string, afterId = 0) {
  let newest: MailSummary | undefined;
  await expect
    .poll(
      async () => {
        const res = await api.get('/api/Mailbox/list', { params: { to, page: 1, pageSize: 5 } });
        const items = ((await res.json()) as { data: { items: MailSummary[] } }).data.items;
        newest = items.find((mail) => mail.id > afterId);
        return newest !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const res = await api.get('/api/Mailbox/byId', { params: { id: newest!.id } });
  return ((await res.json()) as { data: { id: number; subject: string; text: string } }).data;
}

/** The newest mail's id for `to` (0 without any): mails after it are new. */
export async function lastMailId(api: APIRequestContext, to: string): Promise<number> {
  const res = await api.get('/api/Mailbox/list', { params: { to, page: 1, pageSize: 1 } });
  return ((await res.json()) as { data: { items: MailSummary[] } }).data.items[0]?.id ?? 0;
}

/** The first-login or reset link of a mail (on the onboarding host). */
export function resetLinkOf(text: string): string {
  const link = /https?:\/\/\S+\/reset\?\S+/.exec(text)?.[0];
  expect(link, `a link in: ${text}`).toBeDefined();
  return link!;
}

/** Adds a candidate through the API (as a manager), with or without the invitation. */
export async function addCandidate(api: APIRequestContext, invite: boolean) {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const res = await api.post('/api/Candidate/add', {
    data: { firstName: 'Léa', lastName: `Test${unique}`, email: `lea.${unique}@example.com`, idLang: 1, invite },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: number; email: string; firstName: string; lastName: string } }).data;
}
