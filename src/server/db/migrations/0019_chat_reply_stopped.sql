ALTER TABLE "chats" ADD COLUMN "reply_stop_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "stopped" boolean DEFAULT false NOT NULL;