/**
 * The candidate onboarding host (part 1 §2): requests whose host is one of ONBOARDING_HOSTS are marked
 * `request.onboarding`. There the sign-in is the candidates' (e-mail, password, captcha), the development and
 * Microsoft sign-ins are refused, and a session must be a candidate's (plugins/session.ts).
 */
import fp from 'fastify-plugin';

export const onboardingHostPlugin = fp<{ hosts: string[] }>(async (app, { hosts }) => {
  const onboardingHosts = new Set(hosts.map((h) => h.toLowerCase()));
  app.decorateRequest('onboarding', false);
  app.addHook('onRequest', async (request) => {
    request.onboarding = onboardingHosts.size > 0 && onboardingHosts.has(request.hostname.toLowerCase());
  });
});
