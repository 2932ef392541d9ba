/**
 * Builds the application: the composition root where repositories, services and routes are wired.
 * Tests build it with their own database; src/main.ts builds it, listens and starts background work.
 */
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { clientErrorHandler, errorHandlerPlugin } from './plugins/errors';
import { loggableRequest } from './lib/loggable-request';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { appSecurityHeaders, securityHeadersPlugin } from './plugins/security';
import { createSessionService, sessionPlugin } from './plugins/session';
import { exportAuditPlugin } from './plugins/export-audit';
import { onboardingHostPlugin } from './plugins/onboarding-host';
import { staticWebPlugin } from './plugins/static-web';
import { createSessionRepository } from './modules/auth/session.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createDevIdentityProvider } from './modules/auth/identity-providers';
import { authRoutes } from './modules/auth/auth.routes';
import { createPasswordRepository } from './modules/auth/password/password.repository';
import { createCaptchaService } from './modules/auth/password/captcha';
import { createLockout } from './modules/auth/password/lockout';
import { createPasswordIdentityProvider } from './modules/auth/password/password.provider';
import { createPasswordLinksService } from './modules/auth/password/links.service';
import { passwordRoutes } from './modules/auth/password/password.routes';
import { createCandidatesRepository } from './modules/candidates/candidates.repository';
import { createCandidatesService } from './modules/candidates/candidates.service';
import { candidatesRoutes } from './modules/candidates/candidates.routes';
import { createOidcClient } from './modules/auth/oidc/oidc-client';
import { createOidcService } from './modules/auth/oidc/oidc.service';
import { createOidcPendingRepository } from './modules/auth/oidc/oidc-pending.repository';
import { createOidcPersonRepository } from './modules/auth/oidc/oidc-person.repository';
import { oidcRoutes } from './modules/auth/oidc/oidc.routes';
import { createPeopleRepository } from './modules/people/people.repository';
import { createUserService } from './modules/user/user.service';
import { userRoutes } from './modules/user/user.routes';
import { createRoleInternalRepository } from './modules/role-internal/role-internal.repository';
import { createRoleInternalService } from './modules/role-internal/role-internal.service';
import { roleInternalRoutes } from './modules/role-internal/role-internal.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createReadiness, type Readiness } from './modules/health/readiness';
import { pendingMigrations } from './db/migrate';
import { pingDatabase } from './db/database';
import { createMetrics, type Metrics } from './lib/metrics/metrics';
import { createOutboxBacklogRepository } from './lib/metrics/outbox-backlog.repository';
import { metricsPlugin } from './plugins/metrics';
import { createGuidesService } from './modules/guides/guides.service';
import { guidesRoutes } from './modules/guides/guides.routes';
import { createFilesRepository } from './modules/files/files.repository';
import { createFilesService } from './modules/files/files.service';
import { filesRoutes } from './modules/files/files.routes';
import type { BoondClient } from './integrations/boond/types';
import { createBoondClient } from './integrations/boond/client';
import { createMailboxMailer, createSmtpMailer, type Mailer } from './integrations/mail/mailer';
import { createOutboxRepository } from './integrations/outbox/outbox.repository';
import { createOutbox, OUTBOX_CHANNEL, type Outbox } from './integrations/outbox/outbox';
import { createOutboxHandlers, unconfiguredBoondClient } from './integrations/outbox/handlers';
import { createBoondMappingRepository } from './integrations/boond/mapping.repository';
import { createDictionaryStore } from './integrations/boond/dictionary-store';
import { createDictionaryRefresh, type DictionaryRefresh } from './integrations/boond/dictionary-refresh';
import { createBoondMappingService } from './modules/boond-mapping/boond-mapping.service';
import { boondMappingRoutes } from './modules/boond-mapping/boond-mapping.routes';
import { createRelay, type Relay } from './integrations/outbox/relay';
import { createDeliveryHooks } from './integrations/outbox/delivery-hooks';
import { createCertificationExpiryJob, type CertificationExpiryJob } from './jobs/certification-expiry';
import { createCertificationExpiryRepository } from './jobs/certification-expiry.repository';
import { createJobRunsRepository } from './jobs/job-runs.repository';
import type { SkillsFileProposalsPort } from './lib/skills-file-proposals';
import { createFileAccess } from './modules/people/file-access';
import { createObjectAccess } from './modules/people/object-access';
import { createObjectOwnersRepository } from './modules/people/object-owners.repository';
import { createExchangesService } from './modules/exchanges/exchanges.service';
import { createBoondSendingService } from './modules/exchanges/boond-sending.service';
import { exchangesRoutes } from './modules/exchanges/exchanges.routes';
import { createMailboxRepository } from './modules/mailbox/mailbox.repository';
import { createMailboxService } from './modules/mailbox/mailbox.service';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes';
import { createSkillsCatalogueModule } from './modules/skills-catalogue/skills-catalogue.module';
import { skillsCatalogueRoutes } from './modules/skills-catalogue/skills-catalogue.routes';
import { createSkillsFileModule } from './modules/skills-file/skills-file.module';
import { createDocumentKernel } from './lib/documents/kernel';
import { skillsFileRoutes } from './modules/skills-file/skills-file.routes';
import { skillsFileProposalRoutes } from './modules/skills-file/proposals.routes';
import { clientCvRoutes } from './modules/skills-file/client-cv.routes';
import { createSkillEvidenceModule } from './modules/skills-evidence/skill-evidence.module';
import { skillEvidenceRoutes } from './modules/skills-evidence/skill-evidence.routes';
import { evaluationRoutes } from './modules/evaluation/evaluation.routes';
import { documentStatusRoutes } from './modules/documents/document-status.routes';
import { evaluationCriteriaRoutes } from './modules/evaluation/evaluation-criteria.routes';
import { businessManagerReferenceRoutes } from './modules/business-manager/business-manager-reference.routes';
import { createBusinessManagerModule } from './modules/business-manager/business-manager.module';
import { createEvaluationModule } from './modules/evaluation/evaluation.module';
import { createEepBmModule } from './modules/eep-bm/eep-bm.module';
import { eepBmRoutes } from './modules/eep-bm/eep-bm.routes';
import { createTrainingsModule } from './modules/trainings/trainings.module';
import { trainingsRoutes } from './modules/trainings/trainings.routes';
import { trainingCatalogueRoutes } from './modules/trainings/catalogue.routes';
import { createSkillsGapsModule } from './modules/skills-gaps/skills-gaps.module';
import { skillsGapsRoutes } from './modules/skills-gaps/skills-gaps.routes';
import { createKeyPeopleModule } from './modules/key-people/key-people.module';
import { keyPeopleRoutes } from './modules/key-people/key-people.routes';
import { createTeamRepository } from './modules/team/team.repository';
import { createTeamService } from './modules/team/team.service';
import { teamRoutes } from './modules/team/team.routes';
import { createManagerListsModule } from './modules/manager-lists/manager-lists.module';
import { managerListsRoutes } from './modules/manager-lists/manager-lists.routes';
import { createEvaluationRepository } from './modules/evaluation/evaluation.repository';
import { createEvaluationReadRepository } from './modules/evaluation/evaluation-read.repository';
import { checkOf } from './modules/evaluation/evaluation.details';
import { evaluationUrl } from './modules/evaluation/evaluation.workflow';
import { createSkillsSearchRepository } from './modules/skills-search/skills-search.repository';
import { createSkillsListsRepository } from './modules/skills-search/skills-lists.repository';
import { createSkillsSearchService } from './modules/skills-search/skills-search.service';
import { skillsSearchRoutes } from './modules/skills-search/skills-search.routes';
import { createStaffingRepository } from './modules/staffing/staffing.repository';
import { createStaffingService } from './modules/staffing/staffing.service';
import { staffingRoutes } from './modules/staffing/staffing.routes';
import { createCvReader } from './integrations/cv-reading';
import { understandCv } from './modules/cv-import/understanding';
import { createCvImportModule } from './modules/cv-import/cv-import.module';
import { cvImportRoutes } from './modules/cv-import/cv-import.routes';
import { createPersonDataRepository } from './modules/data-protection/person-data.repository';
import { createPersonDataService } from './modules/data-protection/person-data.service';
import { personDataRoutes } from './modules/data-protection/person-data.routes';
import { createRetentionRepository } from './modules/data-protection/retention.repository';
import { createErasureRepository } from './modules/data-protection/erasure.repository';
import { createRetentionService } from './modules/data-protection/retention.service';
import { retentionRoutes } from './modules/data-protection/retention.routes';
import { createCandidateRetentionJob, type CandidateRetentionJob } from './jobs/candidate-retention';
import { createCandidateRetentionRepository } from './jobs/candidate-retention.repository';
import { createAuditSearchService } from './modules/data-protection/audit-search.service';
import { createRegisterService } from './modules/data-protection/register.service';
import { dataProtectionRoutes } from './modules/data-protection/data-protection.routes';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /**
   * The BoondManager client. Default: one over config.boond (BOOND_URL); without BOOND_URL, a client whose
   * every call fails (main.ts starts the simulator and passes its client here).
   */
  boond?: BoondClient;
  /** Where mail goes. Default: SMTP when config.mail.smtpUrl, else the local mailbox table. */
  mailer?: Mailer;
  /** The issuer of the local OpenID provider main.ts starts (config.oidc.local); OIDC_ISSUER wins over it. */
  oidcIssuer?: string;
  /** Name of this process's relay in claims and attempts (default host:pid:random). */
  relayWorker?: string;
}

export async function buildApp({ config, database, logger, now, ...peers }: BuildOptions) {
  const securityHeaders = appSecurityHeaders(config.cookieSecure);
  const app = Fastify({
    // Request bodies are never logged (passwords, captchas, ID tokens); a URL's secrets are masked (a link's token).
    logger: logger ?? { level: config.logLevel, serializers: { req: loggableRequest } },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A URL or header block over Node's limit (431) and other malformed requests: in the envelope too, with the
    // security headers of every answer.
    clientErrorHandler: clientErrorHandler(securityHeaders.api),
    // Per-request lines only when debugging: errors are logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const people = createPeopleRepository(db);
  const sessions = createSessionRepository(db);
  const sessionService = createSessionService({
    sessions,
    ttlMinutes: config.sessionTtlMinutes,
    absoluteHours: config.sessionAbsoluteHours,
    cookieSecure: config.cookieSecure,
    now,
  });
  // The candidates' password sign-in (modules/auth/password, docs/decisions/016-sign-in.md).
  const clock = now ?? (() => new Date());
  const passwords = createPasswordRepository(db);
  const captcha = createCaptchaService({
    repository: passwords,
    configuredKey: config.signIn.captchaHmacKey,
    now: clock,
  });
  const lockout = createLockout({ repository: passwords, settings: config.signIn, now: clock });
  // Microsoft work accounts (OpenID Connect): configured by OIDC_ISSUER, or the local provider in development.
  const oidcIssuer = config.oidc.issuer ?? peers.oidcIssuer ?? null;
  const oidcClient = oidcIssuer
    ? createOidcClient({
        issuer: oidcIssuer,
        clientId: config.oidc.clientId,
        clientSecret: config.oidc.clientSecret,
        postLogoutRedirectUri: config.oidc.postLogoutRedirectUri,
        log: app.log,
      })
    : null;
  const auth = createAuthService({
    db,
    people,
    sessions,
    sessionService,
    providers: [
      createDevIdentityProvider({ people, enabled: config.devLogin }),
      createPasswordIdentityProvider({ repository: passwords, captcha, lockout }),
    ],
    oidc: oidcClient !== null,
    providerSignOutUrl: oidcClient?.signOutUrl,
    devLogin: config.devLogin,
    environmentLabel: config.environmentLabel,
    supportEmail: config.supportEmail,
  });
  // Cached sessions follow identity changes made here and, through the triggers' notifications, anywhere else.
  const identityChanged = (personId: number) => sessionService.invalidatePerson(personId);
  const unlistenIdentity = await database.listen(
    'identity_changed',
    (payload) => {
      const personId = Number(payload);
      if (Number.isInteger(personId)) identityChanged(personId);
    },
    () => sessionService.invalidateAll(),
  );
  app.addHook('onClose', async () => unlistenIdentity());
  const users = createUserService({ people, identityChanged });
  const roleInternal = createRoleInternalService(createRoleInternalRepository(db), identityChanged);
  const guides = createGuidesService();

  // Outbox: messages to BoondManager and e-mails leave through it (docs/decisions/003-outbox-and-mail.md).
  // The relay is built here but only main.ts starts its loop; tests drive it (app.relay.runOnce / drain).
  const boond =
    peers.boond ??
    (config.boond.url
      ? createBoondClient({
          baseUrl: config.boond.url,
          clientToken: config.boond.clientToken,
          userToken: config.boond.userToken,
          clientKey: config.boond.clientKey,
          timeoutMs: config.boond.timeoutMs,
        })
      : unconfiguredBoondClient());
  const mailboxRepository = createMailboxRepository(db);
  const mailer =
    peers.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
      : createMailboxMailer({ store: mailboxRepository, from: config.mail.from }));
  // The tenant's dictionary and the administrator's mapping, shared by every process through the database.
  const boondMapping = createBoondMappingRepository(db);
  const boondDictionary = createDictionaryStore({ repository: boondMapping, boond });
  // main.ts starts it (at start, then hourly); tests read the dictionary when they need it.
  const dictionaryRefresh = createDictionaryRefresh({
    store: boondDictionary,
    maxAgeMs: config.boond.dictionaryMaxAgeMs,
    logger: app.log,
  });
  app.addHook('onClose', async () => dictionaryRefresh.stop());
  // What an object does when one of its messages fails for good (its document type registers it in the kernel).
  const deliveryHooks = createDeliveryHooks();
  const outboxRepository = createOutboxRepository(db, deliveryHooks);
  // Prometheus metrics when METRICS_PORT is set (main.ts serves them): docs/operations.md.
  const metrics = config.metrics
    ? createMetrics({
        outboxBacklog: createOutboxBacklogRepository(db).read,
        pool: database.poolStats ?? null,
        onCollectError: (error) => app.log.warn({ err: error }, 'metrics: could not read the outbox backlog'),
      })
    : null;
  const outbox = createOutbox({ db, repository: outboxRepository, maxAttempts: config.outbox.maxAttempts });
  const relay = createRelay({
    // Each recorded delivery also counts in outbox_deliveries_total{kind, outcome}.
    repository: metrics
      ? {
          ...outboxRepository,
          finish: async (...args: Parameters<typeof outboxRepository.finish>) => {
            const held = await outboxRepository.finish(...args);
            metrics.delivery(args[0].kind ?? 'unknown', held ? args[4].outcome : 'lease_lost');
            return held;
          },
        }
      : outboxRepository,
    handlers: createOutboxHandlers({ boond, mailer, dictionary: boondDictionary }),
    outbox,
    worker: peers.relayWorker,
    batchSize: config.outbox.batchSize,
    concurrency: config.outbox.concurrency,
    leaseMs: config.outbox.leaseMs,
    pollMs: config.outbox.pollMs,
    backoff: { baseDelayMs: config.outbox.baseDelayMs, maxDelayMs: config.outbox.maxDelayMs },
    noAnswerDelayMs: config.boond.timeoutMs,
    logger: app.log,
  });
  // Commits that enqueued in any process (NOTIFY is delivered on commit) wake this process's relay.
  const unlistenOutbox = await database.listen(
    OUTBOX_CHANNEL,
    () => relay.wake(),
    () => relay.wake(),
  );
  app.addHook('onClose', async () => {
    await relay.stop();
    await unlistenOutbox();
    await mailer.close();
  });
  const passwordLinks = createPasswordLinksService({
    repository: passwords,
    captcha,
    outbox,
    settings: { ...config.signIn, onboardingUrl: config.onboarding.publicUrl },
    now: clock,
    identityChanged,
  });
  const candidates = createCandidatesService({
    repository: createCandidatesRepository(db),
    invitations: { transaction: (work) => outbox.transaction(work), issue: passwordLinks.issue },
    now: clock,
  });
  const fileAccess = createFileAccess(people);
  // Every call that names an object checks it here: the documents of later features register their owner lookup.
  const owners = createObjectOwnersRepository(db);
  // The document kernel (lib/documents): every document type registers there, with its owner lookup.
  const documents = createDocumentKernel({
    db,
    outbox,
    outboxRepository,
    deliveryHooks,
    maxAttempts: config.outbox.maxAttempts,
    now,
  });
  // The catalogue a staffing need is recognised against: the staffing search's, and the client CV's need filter.
  const staffingRepository = createStaffingRepository(db);
  const skillsFile = createSkillsFileModule({
    db,
    kernel: documents,
    fileAccess,
    publicUrl: config.publicUrl,
    needCatalogue: staffingRepository,
    now,
  });
  // The evidence behind skills; its confirmed items go into the evaluation's export on request.
  const skillEvidence = createSkillEvidenceModule({ db, kernel: documents, fileAccess, now });
  const evaluation = createEvaluationModule({
    db,
    kernel: documents,
    publicUrl: config.publicUrl,
    skillEvidence: skillEvidence.port,
    // A signed evaluation proposes its agreed skill levels to the skills file (issue 22 §1).
    proposals: skillsFile.proposals.port,
    now,
  });
  const eepBm = createEepBmModule({
    db,
    kernel: documents,
    publicUrl: config.publicUrl,
    proposals: skillsFile.proposals.port,
    now,
  });
  // Training wishes: those made in an evaluation under its rules; a certification obtained proposed to the skills file.
  // Gaps → training suggestions (issue 22 §2): a person's gap for the wish from a suggestion, the search's demand.
  const skillsGaps = createSkillsGapsModule({ db, fileAccess, now });
  const trainings = createTrainingsModule({
    db,
    kernel: documents,
    fileAccess,
    evaluationWishes: evaluation.trainingWishes,
    proposals: skillsFile.proposals.port,
    gaps: skillsGaps.port,
    now,
  });
  const keyPeople = createKeyPeopleModule({ db, kernel: documents, fileAccess, now });
  const objectAccess = createObjectAccess(fileAccess, {
    ...documents.ownerLookups(),
    attachment: owners.attachment,
  });
  const exchanges = createExchangesService({
    outbox,
    repository: outboxRepository,
    objectAccess,
    maxAttempts: config.outbox.maxAttempts,
    sampleResource: (personId) => boondMapping.sampleResource(personId),
    resentThroughObject: deliveryHooks.has,
  });
  const sending = createBoondSendingService({
    outbox,
    repository: outboxRepository,
    people,
    objectAccess,
    kernel: documents,
    supportEmail: config.supportEmail,
    maxAttempts: config.outbox.maxAttempts,
  });
  const mailbox = createMailboxService({ repository: mailboxRepository, devLogin: config.devLogin });
  const files = createFilesService({
    repository: createFilesRepository(db),
    fileAccess,
    trainingAttachments: trainings.trainings.attachmentAccess,
  });
  // The catalogue's in-memory copies, and those of other modules that show catalogue data, follow changes made here
  // and, through the `catalogue_changed` notifications, anywhere else.
  const skillsCatalogue = await createSkillsCatalogueModule({ db, listen: database.listen });
  app.addHook('onClose', async () => skillsCatalogue.close());
  skillsCatalogue.onChange(() => {
    skillsFile.skillsFile.catalogueChanged();
    evaluation.catalogueChanged();
  });
  app.decorate('outbox', outbox);
  app.decorate('relay', relay);
  // Certification expiry alerts (issue 20): main.ts starts the daily clock; one process per day does the run.
  const certificationExpiry = createCertificationExpiryJob({
    outbox,
    runs: createJobRunsRepository(),
    repository: createCertificationExpiryRepository(db),
    publicUrl: config.publicUrl,
    now: clock,
    worker: relay.worker,
    logger: app.log,
  });
  app.addHook('onClose', async () => certificationExpiry.stop());
  // Candidate retention (issue 23 §2c): the DPO's list and erasure; main.ts starts the daily notice's clock.
  const retentionRepository = createRetentionRepository(db);
  const retention = createRetentionService({
    db,
    retention: retentionRepository,
    erasure: createErasureRepository(db),
    months: config.candidateRetentionMonths,
    now: clock,
    identityChanged,
  });
  const candidateRetention = createCandidateRetentionJob({
    outbox,
    runs: createJobRunsRepository(),
    repository: createCandidateRetentionRepository(),
    dueCount: retention.dueCount,
    months: config.candidateRetentionMonths,
    publicUrl: config.publicUrl,
    now: clock,
    worker: relay.worker,
    logger: app.log,
  });
  app.addHook('onClose', async () => candidateRetention.stop());
  app.decorate('candidateRetention', candidateRetention);
  app.decorate('dictionaryRefresh', dictionaryRefresh);
  app.decorate('certificationExpiry', certificationExpiry);
  // What other areas propose to a person's skills file (lib/skills-file-proposals.ts); tests propose through it.
  app.decorate('skillsFileProposals', skillsFile.proposals.port);
  app.decorate('mailer', mailer);

  if (metrics) await app.register(metricsPlugin, { metrics });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { headers: securityHeaders });
  await app.register(rateLimitsPlugin, config.rateLimits);
  await app.register(cookie);
  await app.register(openApiPlugin);
  await app.register(onboardingHostPlugin, { hosts: config.onboarding.hosts });
  await app.register(sessionPlugin, { sessionService });
  await app.register(exportAuditPlugin, { db });

  // Not ready while the database does not answer, migrations are pending or the process shuts down (main.ts).
  const readiness = createReadiness({ ping: () => pingDatabase(db), pendingMigrations: () => pendingMigrations(db) });
  app.decorate('readiness', readiness);
  app.decorate('metrics', metrics);
  await app.register(healthRoutes, { database, readiness });
  await app.register(authRoutes, { auth });
  await app.register(passwordRoutes, { captcha, links: passwordLinks });
  await app.register(candidatesRoutes, { candidates });
  await app.register(oidcRoutes, {
    oidc:
      oidcClient &&
      createOidcService({
        client: oidcClient,
        pending: createOidcPendingRepository(db),
        persons: createOidcPersonRepository(db),
        people,
        auth,
        redirectUri: config.oidc.redirectUri,
        scopes: config.oidc.scopes,
        cookieSecure: config.cookieSecure,
        now: clock,
      }),
  });
  await app.register(userRoutes, { users });
  await app.register(roleInternalRoutes, { roleInternal });
  await app.register(guidesRoutes, { guides });
  await app.register(teamRoutes, { team: createTeamService(createTeamRepository(db), clock) });
  await app.register(filesRoutes, { files });
  await app.register(exchangesRoutes, { exchanges, sending });
  await app.register(boondMappingRoutes, {
    mapping: createBoondMappingService({
      store: boondDictionary,
      repository: boondMapping,
      outbox,
      outboxRepository,
      maxAttempts: config.outbox.maxAttempts,
    }),
  });
  await app.register(mailboxRoutes, { mailbox });
  await app.register(skillsCatalogueRoutes, {
    catalogue: skillsCatalogue.catalogue,
    profiles: skillsCatalogue.profiles,
  });
  await app.register(skillsSearchRoutes, {
    skillsSearch: createSkillsSearchService({
      search: createSkillsSearchRepository(db),
      lists: createSkillsListsRepository(db),
      catalogue: skillsCatalogue.catalogue,
      demand: skillsGaps.demand,
      now: clock,
    }),
  });
  await app.register(staffingRoutes, {
    staffing: createStaffingService({ repository: staffingRepository }),
  });
  await app.register(skillsFileRoutes, skillsFile);
  await app.register(skillsFileProposalRoutes, { proposals: skillsFile.proposals });
  await app.register(clientCvRoutes, { clientCv: skillsFile.clientCv });
  await app.register(skillEvidenceRoutes, { evidence: skillEvidence });
  await app.register(evaluationRoutes, evaluation);
  await app.register(documentStatusRoutes, { kernel: documents });
  await app.register(eepBmRoutes, eepBm);
  await app.register(trainingsRoutes, trainings);
  await app.register(trainingCatalogueRoutes, trainings);
  await app.register(skillsGapsRoutes, skillsGaps);
  await app.register(keyPeopleRoutes, keyPeople);
  await app.register(evaluationCriteriaRoutes, evaluation);
  await app.register(businessManagerReferenceRoutes, createBusinessManagerModule({ db }));
  // CV import (issue 21): read off the request thread (one worker, a time limit, a page limit), understood with the
  // catalogue's matcher, written through the skills file's own port.
  const cvReader = createCvReader({ timeoutMs: 30_000, maxPages: 20 });
  app.addHook('onClose', async () => cvReader.close());
  await app.register(
    cvImportRoutes,
    createCvImportModule({
      db,
      skillsFile: skillsFile.cvImport,
      fileAccess,
      read: cvReader.read,
      understand: understandCv,
      catalogue: skillsCatalogue.catalogue,
      now: clock,
    }),
  );
  // The managers' lists read the evaluations through the evaluation module's own query, check and page address.
  const evaluationRows = { owners: createEvaluationRepository(db), read: createEvaluationReadRepository(db) };
  await app.register(
    managerListsRoutes,
    createManagerListsModule({
      db,
      outbox,
      now: clock,
      evaluations: {
        submittedFollowed: (managerId, year) => evaluationRows.owners.submittedFollowed(managerId, year),
        async check(idEa, viewerId, side, idLang) {
          const ea = await evaluationRows.owners.load(idEa, viewerId);
          if (!ea) return undefined;
          return checkOf(ea, await evaluationRows.read.content(ea.id, ea.personId, ea.year, idLang), side, idLang);
        },
        url: (ea) => evaluationUrl(config.publicUrl, ea),
      },
    }),
  );

  await app.register(retentionRoutes, { retention });

  // A person's data on request (issue 23 §2b): the DPO's streamed ZIP.
  await app.register(personDataRoutes, {
    personData: createPersonDataService({ repository: createPersonDataRepository(db), db, now: clock }),
  });
  // The DPO's screen (issue 23 §2a): the audit trail's search, export and verification, the register.
  await app.register(dataProtectionRoutes, {
    audit: createAuditSearchService({ db }),
    register: createRegisterService({ db, config }),
  });
  await app.register(staticWebPlugin, { webDist: config.webDist });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Features enqueue messages through it (in their transaction). */
    outbox: Outbox;
    /** The relay: main.ts starts its loop; tests call runOnce() / drain(). */
    relay: Relay;
    /** Keeps BoondManager's dictionary fresh: main.ts starts it. */
    dictionaryRefresh: DictionaryRefresh;
    /** The daily certification expiry alerts: main.ts starts it; tests call runDay(at). */
    certificationExpiry: CertificationExpiryJob;
    /** The daily notice of candidates due for erasure: main.ts starts it; tests call runDay(at). */
    candidateRetention: CandidateRetentionJob;
    /** The skills-file proposals port (a certification obtained…), as the proposing modules get it. */
    skillsFileProposals: SkillsFileProposalsPort;
    mailer: Mailer;
    /** Readiness: main.ts marks the shutdown; GET /api/health/ready reads it. */
    readiness: Readiness;
    /** The Prometheus metrics (null when METRICS_PORT is unset): main.ts serves them. */
    metrics: Metrics | null;
  }
}
