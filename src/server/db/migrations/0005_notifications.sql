CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_updates" boolean DEFAULT true NOT NULL,
	"email_devotionals" boolean DEFAULT true NOT NULL,
	"email_prayer_reminders" boolean DEFAULT false NOT NULL,
	"email_marketing" boolean DEFAULT false NOT NULL,
	"push_prayer_reminders" boolean DEFAULT true NOT NULL,
	"push_chat_responses" boolean DEFAULT true NOT NULL,
	"push_community_messages" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_sends" (
	"job" text NOT NULL,
	"recipient" text NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_sends_job_recipient_period_pk" PRIMARY KEY("job","recipient","period")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"user_id" text NOT NULL,
	"feature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_user_id_feature_pk" PRIMARY KEY("user_id","feature")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;