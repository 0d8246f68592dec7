-- Issue 24: live unpaid holds are limited per client address and per holder e-mail, so each hold
-- records the address it was asked from (NULL for holds made before), and both look-ups of live
-- holds get a partial index (paid and lapsed rows stay out of it).
ALTER TABLE "reservations" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "reservations_held_address_idx" ON "reservations" USING btree ("client_address") WHERE "reservations"."status" = 'held';--> statement-breakpoint
CREATE INDEX "reservations_held_email_idx" ON "reservations" USING btree (lower("holder_email")) WHERE "reservations"."status" = 'held';
