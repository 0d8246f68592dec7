-- Session tokens were stored in clear: those rows are dropped, not hashed, since a token that sat
-- in a table or a backup may have been read. The shop answers 'Session expired' by starting anew.
DELETE FROM "user_sessions";--> statement-breakpoint
DELETE FROM "sessions";--> statement-breakpoint
DROP INDEX "sessions_token_uq";--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_hash" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "user_sessions" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "token_hash" text PRIMARY KEY NOT NULL;--> statement-breakpoint
CREATE INDEX "user_sessions_expires_idx" ON "user_sessions" USING btree ("expires_at");--> statement-breakpoint
-- Login failures move to the rate limiter's store.
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
-- The wish to keep the paying card moves from the open payments to the booking.
ALTER TABLE "reservations" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "reservations" SET "save_card" = true WHERE "id" IN (SELECT "reservation_id" FROM "payments" WHERE "save_card_for_user" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "save_card_for_user";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "user_card_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_card_id_user_cards_id_fk" FOREIGN KEY ("user_card_id") REFERENCES "public"."user_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Two saves of one card at once could store it twice; keep the first before the index forbids it.
DELETE FROM "user_cards" AS "later" USING "user_cards" AS "first" WHERE "later"."user_id" = "first"."user_id" AND "later"."provider_token" = "first"."provider_token" AND "later"."id" > "first"."id";--> statement-breakpoint
DROP INDEX "user_cards_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "user_cards_user_token_uq" ON "user_cards" USING btree ("user_id","provider_token");
