// The one Postgres schema, from laptop (PGlite) to fleet (PostgreSQL). Table and column names are
// snake_case; better-auth's models map onto the first four tables through the Drizzle adapter.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * The account and its profile in one row (ADR 004): the profile exists the moment the user does.
 * `role` and `family_id` are server-owned: no client request can set them.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** When the address was confirmed (null before; unknown for accounts confirmed before it was kept). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * When the password was last set: at sign-up, a reset or a change; null when it has none (taken away
     * when the address was confirmed by someone not signed in to it) or for accounts from before it was
     * kept. A password set after `emailVerifiedAt` was chosen by the mailbox's owner.
     */
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ['free', 'basic', 'premium'] })
      .notNull()
      .default('free'),
    familyId: text('family_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.token), index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters live in the database so limits hold across instances. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('rate_limits_key_unique').on(t.key)],
);

/**
 * Every e-mail is written here first and delivered by the mail worker, so a down SMTP server loses
 * nothing. Without SMTP configuration this table is the local mailbox (/dev/mailbox).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** transactional | marketing: marketing mail carries an unsubscribe link and header. */
    category: text('category', { enum: ['transactional', 'marketing'] })
      .notNull()
      .default('transactional'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: until this time no other worker (or instance) picks the row. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Which user it concerns, so account deletion removes it. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * For e-mails that must go once per event (a subscription confirmed, a cancellation): the event's
     * key. The unique index turns a second enqueue of the same event (a replayed webhook, two
     * instances) into nothing.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_user_idx').on(t.userId),
    uniqueIndex('mail_outbox_dedupe_key_idx').on(t.dedupeKey),
  ],
);

/** A conversation. The title is encrypted (it is the start of the first message). */
export const chats = pgTable(
  'chats',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleEnc: text('title_enc').notNull(),
    /** Set when the first user message was accepted: from then on the chat counts toward the month. */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    /**
     * Set while the coach writes a reply in this chat (one run at a time, across instances); cleared when
     * it ends. A run whose instance died is stale after a lease (chat's reply-run.ts).
     */
    replyRunAt: timestamp('reply_run_at', { withTimezone: true }),
    /**
     * The instance whose reply holds the run (its INSTANCE_ID): when it starts again after a crash it
     * releases what its previous process left, instead of the chat waiting out the lease.
     */
    replyRunBy: text('reply_run_by'),
    /**
     * The user pressed Stop on the reply run that began at this time (the run's replyRunAt): whichever
     * instance writes that reply stops it when its browser's request ends (chat's reply-streams.ts).
     */
    replyStopAt: timestamp('reply_stop_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The last activity (a message), which orders the chat list. Set by the chat service from its
     * clock, never on every update: a rename must not move a chat to the top.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chats_user_updated_idx').on(t.userId, t.updatedAt)],
);

/** One message. Text is encrypted at rest with the row id bound in (src/server/lib/crypto.ts). */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'coach', 'scripture'] }).notNull(),
    contentEnc: text('content_enc').notNull(),
    /** For scripture messages: the verse reference, shown beside the text. */
    reference: text('reference'),
    /** The user message this reply answers (regenerate replaces the replies to it). */
    replyTo: text('reply_to'),
    /** safety: a crisis reply; offline: the built-in coach stood in for an unreachable AI provider. */
    flag: text('flag', { enum: ['safety', 'offline'] }),
    /** For user messages: how many replies were generated ("Regenerate" asks for the next variant). */
    replyAttempts: integer('reply_attempts').notNull().default(0),
    /**
     * For coach replies: a keyed hash of the text (chat-records.ts), so the coach can avoid repeating
     * any earlier reply of a long chat without decrypting it. Reveals nothing without the key.
     */
    fingerprint: text('fingerprint'),
    /**
     * For coach replies: the same keyed hash of each sentence, space-separated, so no sentence is said
     * twice in a chat however long it grows (the built-in coach composes replies from shared parts).
     */
    sentencePrints: text('sentence_prints'),
    /**
     * For user messages: the key the browser chose for this send. A retry after a lost answer carries
     * the same key, and the unique index makes it find the stored message instead of a second one.
     */
    clientId: text('client_id'),
    /**
     * For user messages: how many times the user edited it (the last message only, capped by
     * EDITS_PER_MESSAGE). Each edit is also a reply attempt, so a reply still being written for the old
     * words is never saved.
     */
    edits: integer('edits').notNull().default(0),
    /**
     * For user messages: whether it used one of the month's messages. A message answered with help is
     * not counted; an edit counts only a message that was not (so an edit is never counted twice).
     */
    counted: boolean('counted').notNull().default(true),
    /** For coach replies: the user pressed Stop, and this is what had been written by then. */
    stopped: boolean('stopped').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_chat_id_idx').on(t.chatId, t.id),
    index('messages_user_id_idx').on(t.userId),
    uniqueIndex('messages_user_client_id_idx').on(t.userId, t.clientId),
  ],
);

/** Monthly usage per user (UTC calendar month, `YYYY-MM`); limits are enforced on these rows atomically. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    messages: integer('messages').notNull().default(0),
    chats: integer('chats').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

/** The coach's notes of a user's journey, encrypted, deduplicated by a keyed fingerprint. */
export const coachMemory = pgTable(
  'coach_memory',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The chat that created the note: deleting the chat deletes its notes. */
    chatId: text('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['name', 'partner', 'concern', 'goal', 'helped', 'plan', 'safety'],
    }).notNull(),
    contentEnc: text('content_enc').notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coach_memory_user_fingerprint_unique').on(t.userId, t.fingerprint),
    // Deleting a chat deletes its notes (the cascade looks them up by chat_id).
    index('coach_memory_chat_id_idx').on(t.chatId),
  ],
);

/**
 * Notes the user deleted, by the same keyed fingerprint as `coach_memory`: the coach does not learn
 * them again from the same earlier words. Reveals nothing without the key.
 */
export const coachMemoryTombstones = pgTable(
  'coach_memory_tombstones',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fingerprint] })],
);

/**
 * Careful mode on the account (docs/safety.md#careful-mode-on-the-account): after a disclosure every
 * reply in every chat stays careful until the user ends it in Settings. Deleting the chat that held the
 * disclosure (a natural thing to do when a partner checks the phone) must not end it, so it lives here,
 * not in the chat: the kind of danger and the dates, never a word of what was said. `chat_id` only tells
 * the coach whether the disclosure was in the chat it is answering; it is cleared when that chat goes.
 */
export const safetyStates = pgTable(
  'safety_states',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'physical_abuse',
        'sexual_abuse',
        'threats',
        'coercive_control',
        'strangulation',
        'self_harm',
        'child_at_risk',
        'unspecified',
      ],
    }).notNull(),
    chatId: text('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  // Deleting a chat clears its id here (the set-null looks rows up by chat_id).
  (t) => [index('safety_states_chat_id_idx').on(t.chatId)],
);

/** That a crisis reply was given, and for what; never the message text. */
export const safetyEvents = pgTable(
  'safety_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categories: jsonb('categories').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('safety_events_user_idx').on(t.userId)],
);

/** Conversation starters for the premium prompt picker (seeded from content/prompts.json). */
export const chatPrompts = pgTable(
  'chat_prompts',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_prompts_created_idx').on(t.createdAt)],
);

/**
 * The addresses that have had the free trial, as keyed hashes of the normalised address (never the
 * address): kept when the account is deleted, so a new account for the same mailbox gets no second
 * trial (docs/product/rulings.md#the-trial-once), while nothing here names anyone.
 */
export const trialsUsed = pgTable('trials_used', {
  addressKey: text('address_key').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The payment provider's customer for a user: created once, and whether the free trial was used. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    customerId: text('customer_id').notNull(),
    trialUsed: boolean('trial_used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('billing_customers_customer_unique').on(t.provider, t.customerId)],
);

/** The provider's subscription as last fetched from it (the provider is the authority). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    status: text('status').notNull(),
    /** The role this subscription grants while it is in good standing. */
    role: text('role', { enum: ['basic', 'premium'] }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull().default('gbp'),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When it became past_due: access continues for a grace period from here. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/**
 * Every provider event, recorded once (its id is the key) in the same transaction as its effect, so a
 * replayed or duplicated webhook has no second effect. Kept when the user is deleted (accounting).
 */
export const subscriptionEvents = pgTable('subscription_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
  type: text('type').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test provider's own state: its checkout sessions and subscriptions play the part that
 * Stripe's servers play for the Stripe provider. Our synced view is `subscriptions`.
 */
export const testProviderSubscriptions = pgTable('test_provider_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  amountPence: integer('amount_pence').notNull(),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: createdAt(),
});

export const testCheckoutSessions = pgTable('test_checkout_sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  amountPence: integer('amount_pence').notNull(),
  customerId: text('customer_id').notNull(),
  trialDays: integer('trial_days').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  subscriptionId: text('subscription_id'),
  status: text('status', { enum: ['open', 'paid', 'canceled'] })
    .notNull()
    .default('open'),
  createdAt: createdAt(),
});

/** A premium user's invitation to one partner; the id is the invitation code. */
export const familyInvites = pgTable(
  'family_invites',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'awaiting_approval', 'accepted', 'revoked'] })
      .notNull()
      .default('pending'),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who used the code (when it was for another e-mail, the inviter approves first). */
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('family_invites_email_idx').on(t.email, t.status),
    index('family_invites_invited_by_idx').on(t.invitedBy),
  ],
);

/** The mailing list: one row per address (lower-cased), tags merged across forms. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The account with this address, if any (deleted with it). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The secret in every unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscribers_email_unique').on(t.email),
    uniqueIndex('subscribers_token_unique').on(t.unsubscribeToken),
  ],
);

/** The consent each form was given: which form, when, and the exact wording shown. */
export const subscriberConsents = pgTable(
  'subscriber_consents',
  {
    id: text('id').primaryKey(),
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    wording: text('wording').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscriber_consents_subscriber_idx').on(t.subscriberId)],
);

/** Messages from the contact form (also forwarded to the support address). */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * E-mail and push preferences, saved on the server with the defaults of
 * docs/product/specification.md#notification-defaults.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailUpdates: boolean('email_updates').notNull().default(true),
  emailDevotionals: boolean('email_devotionals').notNull().default(true),
  emailPrayerReminders: boolean('email_prayer_reminders').notNull().default(false),
  emailMarketing: boolean('email_marketing').notNull().default(false),
  pushPrayerReminders: boolean('push_prayer_reminders').notNull().default(true),
  pushChatResponses: boolean('push_chat_responses').notNull().default(true),
  pushCommunityMessages: boolean('push_community_messages').notNull().default(false),
  /** The weekly check-in also (or only) as a push to the user's devices. */
  pushWeeklyCheckIn: boolean('push_weekly_check_in').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * A browser's Web Push subscription (one per device and browser): the push service's endpoint and the
 * keys a message to it is encrypted with. Removed when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the user sees in Settings to tell their devices apart (from the browser's user agent). */
    label: text('label').notNull().default(''),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Every action taken in the operator's console: who (kept if their account goes), what, on whom, when.
 * Never a message's text: `detail` holds only identifiers and settings.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey(),
    adminUserId: text('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);

/**
 * Premium given by the operator, not paid for: recorded apart from subscriptions so it never counts as
 * revenue. Active while `ended_at` is null and `ends_at` (if any) is in the future.
 */
export const complimentaryGrants = pgTable(
  'complimentary_grants',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: text('granted_by').notNull(),
    reason: text('reason').notNull().default(''),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('complimentary_grants_user_idx').on(t.userId)],
);

/**
 * Counts of operational events per day (AI provider failures, offline-mode fallbacks, ...): what the
 * operator's console charts; never who or what was said.
 */
export const opsCounters = pgTable(
  'ops_counters',
  {
    day: text('day').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);

/**
 * One row per scheduled e-mail sent: (job, recipient, period) is unique, and the row is written in
 * the same transaction that puts the e-mail in the outbox, so a fleet sends each one once and a
 * restart neither loses nor repeats one.
 */
export const scheduledSends = pgTable(
  'scheduled_sends',
  {
    job: text('job').notNull(),
    recipient: text('recipient').notNull(),
    period: text('period').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.job, t.recipient, t.period] })],
);

/** Premium users waiting for features that are not built yet (audio devotionals, couples mode). */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature', { enum: ['audio-devotionals', 'couples-companion'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.feature] })],
);
