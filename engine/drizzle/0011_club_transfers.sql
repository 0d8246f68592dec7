CREATE TABLE "club_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"payment_id" integer,
	"destination" text,
	"amount" numeric(10, 2) NOT NULL,
	"reversed" numeric(10, 2) DEFAULT 0 NOT NULL,
	"transfer_id" text,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_transfers_status_ck" CHECK ("club_transfers"."status" in ('pendiente', 'realizado', 'fallido')),
	CONSTRAINT "club_transfers_amounts_ck" CHECK ("club_transfers"."amount" >= 0 and "club_transfers"."reversed" >= 0 and "club_transfers"."reversed" <= "club_transfers"."amount")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "stripe_account" text;--> statement-breakpoint
ALTER TABLE "club_transfers" ADD CONSTRAINT "club_transfers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_transfers" ADD CONSTRAINT "club_transfers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_transfers" ADD CONSTRAINT "club_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_transfers_reservation_club_uq" ON "club_transfers" USING btree ("reservation_id","club_id");