ALTER TABLE "messages" ADD COLUMN "edits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A message answered with help was never counted: an edit of it into an ordinary message counts then.
UPDATE "messages" AS m SET "counted" = false
WHERE m."role" = 'user'
  AND EXISTS (SELECT 1 FROM "messages" r WHERE r."reply_to" = m."id" AND r."flag" = 'safety');
