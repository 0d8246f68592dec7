-- A vaulted card is bound to the payment whose card page made it and to that booking's user, so no
-- other user can save it by its token. Older entries stay unbound: nobody can save them any more.
ALTER TABLE "card_tokens" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD CONSTRAINT "card_tokens_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD CONSTRAINT "card_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;