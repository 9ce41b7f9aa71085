// The composition root: every service built once from configuration, in one place. Tests build the
// same graph with their own transport or providers; nothing is patched.
import { createAuth, type Auth } from './auth/auth.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Config } from './env.ts';
import { createAccountService, type AccountService } from './features/account/account.service.ts';
import { type AdminService, createAdminService } from './features/admin/admin.service.ts';
import { increment } from './features/admin/ops-counters.ts';
import { pastDueGraceJob, periodEndJob } from './features/billing/billing-jobs.ts';
import { type BillingService, createBillingService } from './features/billing/billing.service.ts';
import { createFamilyService, type FamilyService } from './features/billing/family.service.ts';
import type { PaymentProvider } from './features/billing/payment-provider.ts';
import { createStripeProvider } from './features/billing/stripe-provider.ts';
import { createTestProvider, type TestProvider } from './features/billing/test-provider.ts';
import { trialAddressKey } from './features/billing/trial-address.ts';
import { createChatRecords } from './features/chat/chat-records.ts';
import { type CoachMemoryService, createCoachMemoryService } from './features/coach/memory/memory.service.ts';
import { type Coach, createCoach } from './features/coach/providers/create-coach.ts';
import {
  createHardConversationService,
  type HardConversationService,
} from './features/extras/extras.service.ts';
import { createJourneyService, type JourneyService } from './features/journey/journey.service.ts';
import { createLeadsService, type LeadsService } from './features/leads/leads.service.ts';
import { prayerReminderJob, seriesGuidanceJob, weeklyCheckInJob } from './features/notifications/jobs.ts';
import { dailyCardPushJob, weeklyCheckInPushJob } from './features/notifications/push-jobs.ts';
import { createPushSender, type PushSender } from './features/push/push.sender.ts';
import {
  createPreferencesService,
  type PreferencesService,
} from './features/notifications/preferences.service.ts';
import { createUnsubscribeLinks, type UnsubscribeLinks } from './features/notifications/unsubscribe-links.ts';
import { createWaitlistService, type WaitlistService } from './features/notifications/waitlist.service.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { type ChatService, type ChatServiceDeps, createChatService } from './features/chat/chat.service.ts';
import { rehearseSends } from './features/chat/send-rehearsal.ts';
import { createMemoryStore } from './features/coach/memory/memory-store.ts';
import { createPromptService, type PromptService } from './features/chat/prompts.service.ts';
import { RETRY_DELAYS_MS } from './features/chat/reply-runner.ts';
import { createTaskTracker, type TaskTracker } from './lib/background-tasks.ts';
import { createHmac } from 'node:crypto';
import { createTextCipher } from './lib/crypto.ts';
import type { Logger } from './lib/logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createTransport, type MailTransport } from './mail/transport.ts';
import type { CoachProvider, MemoryStore, SafetyService } from './ports/coach.ts';

/** What the conversations need from the coach (built by the coach feature, or by tests). */
export interface CoachBundle {
  provider: CoachProvider;
  /** Answers when a configured AI provider stays down; null when the provider is the built-in coach. */
  fallback: CoachProvider | null;
  safety: SafetyService;
  memory: MemoryStore;
  recordSafetyEvent: (userId: string, categories: string[]) => Promise<void>;
}

export interface Services {
  mailer: Mailer;
  auth: Auth;
  account: AccountService;
  /** The operator's console (ADMIN_EMAILS). */
  admin: AdminService;
  chat: ChatService;
  /** Sends a few messages in a transaction rolled back, so the first people to write find the code warm. */
  rehearseSends: () => Promise<number>;
  prompts: PromptService;
  payments: PaymentProvider;
  /** The built-in test provider, when it is the one in use (its pages are served then). */
  testPayments: TestProvider | null;
  billing: BillingService;
  family: FamilyService;
  leads: LeadsService;
  /** The coach feature itself: its memory store, scripture and warm-up (export, e-mail verses, boot). */
  coach: Coach;
  /** The coach routes' service: the user's notes and the daily card. */
  coachMemory: CoachMemoryService;
  preferences: PreferencesService;
  waitlists: WaitlistService;
  /** The premium "Hard Conversation" scripts (content/hard-conversations.json). */
  hardConversations: HardConversationService;
  /** "My journey": the PDF of chosen conversations (features/journey). */
  journeys: JourneyService;
  unsubscribeLinks: UnsubscribeLinks;
  /** Web Push to the user's devices (off when the server has no VAPID keys). */
  push: PushSender;
  jobs: JobRunner;
  /** Replies still being written after their request ended; shutdown waits for them. */
  tasks: TaskTracker;
  /** The clock every service reads (tests move it). */
  now: () => Date;
}

export interface ServiceOverrides {
  mailTransport?: MailTransport;
  payments?: PaymentProvider;
  /** Replaces parts of the coach the conversations use (the rest is the configured coach). */
  coach?: Partial<CoachBundle>;
  retryDelaysMs?: readonly number[];
  /** How long a push service may take to answer (tests shorten it). */
  pushTimeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

export function createServices(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  overrides: ServiceOverrides = {},
): Services {
  const db = database.db;
  const mailer = createMailer({
    db,
    transport: overrides.mailTransport ?? createTransport(config),
    logger: logger.child({ module: 'mail' }),
    from: config.mailFrom,
  });
  const now = overrides.now ?? (() => new Date());
  const testPayments =
    !overrides.payments && config.payments === 'test' ? createTestProvider(db, config.appUrl) : null;
  const payments: PaymentProvider =
    overrides.payments ?? testPayments ?? createStripeProvider(config.stripe!);
  const billing = createBillingService({
    db,
    provider: payments,
    appUrl: config.appUrl,
    mailer,
    logger,
    now,
    trialAddressKey: (email) => trialAddressKey(config.authSecret, email),
  });
  const family = createFamilyService({ db, billing, mailer, appUrl: config.appUrl, now });
  const auth = createAuth({
    db,
    config,
    mailer,
    logger,
    onSignUp: (user, inviteCode) => family.useInvite(user, inviteCode),
    onEmailVerified: (user) => family.joinOnConfirmedEmail(user),
  });
  const cipher = createTextCipher(config.encryptionKey);
  // The memory fingerprint key is derived from the auth secret, so it needs no setting of its own.
  const fingerprintKey = createHmac('sha256', config.authSecret).update('coach-memory-fingerprint').digest();
  const coachFeature = createCoach({ config, db, cipher, fingerprintKey, logger });
  const coach: CoachBundle = {
    ...coachFeature,
    // The built-in coach is its own fallback only in name: with it configured there is nothing to fall back from.
    fallback: config.ai.provider === 'builtin' ? null : coachFeature.fallback,
    recordSafetyEvent: (userId, categories) => coachFeature.recordSafetyEvent(userId, categories),
    ...overrides.coach,
  };
  const tasks = createTaskTracker();
  const preferences = createPreferencesService(db);
  const unsubscribeLinks = createUnsubscribeLinks(config.authSecret, config.appUrl);
  const push = createPushSender({
    db,
    config: config.push,
    logger: logger.child({ module: 'push' }),
    now,
    ...(overrides.pushTimeoutMs ? { timeoutMs: overrides.pushTimeoutMs } : {}),
  });
  const pushJobDeps = {
    db,
    push,
    schedule: { hourUtc: config.scheduleHourUtc, weekday: config.scheduleWeekday },
    dailyVerse: (day: Date, userId: string) => coachFeature.scripture.dailyVerse(day, userId),
  };
  const jobDeps = {
    db,
    mailer,
    appUrl: config.appUrl,
    schedule: { hourUtc: config.scheduleHourUtc, weekday: config.scheduleWeekday },
    lookupVerse: (reference: string) => coachFeature.scripture.lookup(reference),
    links: unsubscribeLinks,
  };
  const chatDeps: ChatServiceDeps = {
    db,
    records: createChatRecords(
      cipher,
      createHmac('sha256', config.authSecret).update('chat-reply-fingerprint').digest(),
    ),
    coach: coach.provider,
    fallback: coach.fallback,
    safety: coach.safety,
    memory: coach.memory,
    recordSafetyEvent: coach.recordSafetyEvent,
    tasks,
    instanceId: config.instanceId,
    logger: logger.child({ module: 'chat' }),
    retryDelaysMs: overrides.retryDelaysMs ?? RETRY_DELAYS_MS,
    ...(overrides.sleep ? { sleep: overrides.sleep } : {}),
    ...(overrides.now ? { now: overrides.now } : {}),
    // A count the console charts; losing one never fails a reply.
    countOps: (event) => {
      increment(db, event, now()).catch((err: unknown) =>
        logger.warn({ err, event }, 'ops counter not counted'),
      );
    },
  };
  const chat = createChatService(chatDeps);
  // The rehearsal's conversation runs on its transaction only, with the built-in coach whatever is
  // configured: it never calls an AI provider, and records no safety event or provider failure.
  const { countOps: _notCounted, ...rehearsalDeps } = chatDeps;
  const rehearse = () =>
    rehearseSends(
      db,
      (tx) => ({
        ...rehearsalDeps,
        db: tx,
        coach: coachFeature.fallback,
        fallback: null,
        memory: createMemoryStore({ db: tx, cipher, fingerprintKey }),
        recordSafetyEvent: async () => {},
        tasks: createTaskTracker(),
      }),
      logger.child({ module: 'chat' }),
      database.kind === 'postgres' ? config.databasePoolSize : 1,
    );
  const account = createAccountService({
    db,
    auth,
    mailer,
    supportEmail: config.supportEmail,
    beforeDeletion: [(userId) => billing.cancelForDeletion(userId)],
    duringDeletion: [(tx, userId) => billing.releaseFamilyOf(tx, userId)],
    // "Download my data" (docs/product/rulings.md#download-my-data): what other features must put
    // together (the chats and the coach's notes, decrypted; the plan and family as Settings shows them),
    // beside the rows the account reads itself.
    exporters: {
      chats: ({ id }) => chat.exportChats(id),
      memory: ({ id }) => coachFeature.memory.listEntries(id),
      billingStatus: ({ id }) => billing.status(id),
      familyMembership: ({ id }) => family.view(id),
    },
  });
  return {
    mailer,
    auth,
    account,
    admin: createAdminService({
      db,
      applyRoles: (userIds) => billing.applyFamilyRoles(userIds),
      // The same path as the app's own "Resend confirmation" (its per-address cap included).
      sendConfirmation: async (email) => {
        await auth.api.sendVerificationEmail({ body: { email } });
      },
      now,
    }),
    chat,
    rehearseSends: rehearse,
    prompts: createPromptService(db),
    tasks,
    payments,
    testPayments,
    billing,
    family,
    now,
    leads: createLeadsService({ db, mailer, appUrl: config.appUrl, supportEmail: config.supportEmail }),
    coach: coachFeature,
    coachMemory: createCoachMemoryService({ memory: coachFeature.memory, scripture: coachFeature.scripture }),
    preferences,
    waitlists: createWaitlistService(db),
    hardConversations: createHardConversationService(),
    // Reads only: no fingerprint key, so it writes none.
    journeys: createJourneyService({
      db,
      records: createChatRecords(cipher),
      notes: (userId) => coachFeature.memory.listEntries(userId),
      now,
    }),
    unsubscribeLinks,
    push,
    jobs: createJobRunner(
      [
        seriesGuidanceJob(jobDeps),
        weeklyCheckInJob(jobDeps),
        prayerReminderJob(jobDeps),
        weeklyCheckInPushJob(pushJobDeps),
        dailyCardPushJob(pushJobDeps),
        pastDueGraceJob(billing),
        periodEndJob(billing),
      ],
      { intervalMs: config.jobIntervalMs, logger: logger.child({ module: 'jobs' }), now },
    ),
  };
}
