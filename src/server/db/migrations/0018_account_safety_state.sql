CREATE TABLE "safety_states" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"chat_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_states" ADD CONSTRAINT "safety_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_states" ADD CONSTRAINT "safety_states_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_states_chat_id_idx" ON "safety_states" USING btree ("chat_id");--> statement-breakpoint
-- Careful mode kept so far as a safety note in the coach's memory moves to the account, where deleting
-- the chat does not end it; the notes it came from go (their text was always the same neutral words).
INSERT INTO "safety_states" ("user_id", "kind", "chat_id", "started_at", "last_at")
SELECT DISTINCT ON ("user_id") "user_id", 'unspecified', "chat_id", "created_at", "created_at"
FROM "coach_memory" WHERE "kind" = 'safety'
ORDER BY "user_id", "created_at" DESC;--> statement-breakpoint
DELETE FROM "coach_memory" WHERE "kind" = 'safety';
