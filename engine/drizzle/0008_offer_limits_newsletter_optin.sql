ALTER TABLE "newsletter" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter" ADD COLUMN "token_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_token_hash_uq" ON "newsletter" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reservations_promo_code_idx" ON "reservations" USING btree ("promo_code");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_limits_ck" CHECK (("offers"."max_uses" is null or "offers"."max_uses" > 0) and ("offers"."max_uses_per_customer" is null or "offers"."max_uses_per_customer" > 0) and ("offers"."code" is not null or ("offers"."max_uses" is null and "offers"."max_uses_per_customer" is null)));--> statement-breakpoint
-- Addresses subscribed before double opt-in keep their subscription: there is no link to send them in a migration.
UPDATE "newsletter" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;--> statement-breakpoint
-- The demo welcome code, seeded before limits existed, is once per customer as its name says.
UPDATE "offers" SET "max_uses_per_customer" = 1 WHERE "code" = 'WELCOME5';
