DROP INDEX "outbox_unsent_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null and "outbox"."next_attempt_at" is not null;--> statement-breakpoint
-- Mail already sent keeps no body (a reset or confirmation link in it may still be live), and is
-- never due again; mail the old drain gave up on (5 attempts) stays given up.
UPDATE "outbox" SET "text_body" = '', "html_body" = '', "next_attempt_at" = NULL WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "next_attempt_at" = NULL WHERE "sent_at" IS NULL AND "attempts" >= 5;
