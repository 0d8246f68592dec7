CREATE TABLE "blog_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"blog_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"labels" text[] NOT NULL,
	"published" timestamp with time zone NOT NULL,
	"author" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"reference" char(10) NOT NULL,
	"status" text NOT NULL,
	"refund_amount" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" char(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"localizador" char(8) PRIMARY KEY NOT NULL,
	"session_id" integer,
	"user_id" integer,
	"json" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"provider_charge_id" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_services" (
	"club_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"stock" integer NOT NULL,
	"usage_minutes" integer NOT NULL,
	CONSTRAINT "club_services_club_id_service_id_pk" PRIMARY KEY("club_id","service_id"),
	CONSTRAINT "club_services_stock_ck" CHECK ("club_services"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"municipality_id" integer NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"prestige" boolean DEFAULT false NOT NULL,
	"buggy_stock" integer NOT NULL,
	"buggy_usage_minutes" integer NOT NULL,
	"online_cancellation" boolean NOT NULL,
	"cancellation_deadline_hours" integer NOT NULL,
	"description" jsonb NOT NULL,
	CONSTRAINT "clubs_buggy_stock_ck" CHECK ("clubs"."buggy_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"holes" smallint NOT NULL,
	"par" smallint NOT NULL,
	"first_tee" text NOT NULL,
	"last_tee" text NOT NULL,
	"interval_minutes" smallint NOT NULL,
	"players_per_slot" smallint DEFAULT 4 NOT NULL,
	"days_ahead" smallint NOT NULL,
	"base_price" numeric(10, 2) NOT NULL,
	CONSTRAINT "courses_holes_ck" CHECK ("courses"."holes" in (9, 18)),
	CONSTRAINT "courses_players_ck" CHECK ("courses"."players_per_slot" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"names" jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"club_id" integer,
	"min_players" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "offers_kind_ck" CHECK ("offers"."kind" in ('percent', 'fixed', 'free_player'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"reservation_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"return_url_ok" text,
	"return_url_ko" text,
	"card_brand" text,
	"card_last4" char(4),
	"save_card_for_user" integer,
	"card_token" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('pending', 'challenge', 'authorized', 'succeeded', 'declined', 'refunded', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"notes" jsonb NOT NULL,
	"band_start" text NOT NULL,
	"band_end" text NOT NULL,
	"weekday_price" numeric(10, 2) NOT NULL,
	"weekend_price" numeric(10, 2) NOT NULL,
	"high_season_factor" numeric(4, 2) NOT NULL,
	"high_season_months" integer[] NOT NULL,
	"net_factor" numeric(4, 2) NOT NULL,
	"included_service_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"country" char(2) NOT NULL,
	"names" jsonb NOT NULL,
	"description" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"play_date" date NOT NULL,
	"tee_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"players" smallint NOT NULL,
	"rates" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"line_total" numeric(10, 2) NOT NULL,
	CONSTRAINT "reservation_lines_players_ck" CHECK ("reservation_lines"."players" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"localizador" char(8) NOT NULL,
	"cart_localizador" char(8),
	"session_id" integer NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_surname" text NOT NULL,
	"holder_email" text NOT NULL,
	"holder_phone" text DEFAULT '' NOT NULL,
	"promo_code" text,
	"subtotal" numeric(10, 2) NOT NULL,
	"discount" numeric(10, 2) NOT NULL,
	"fee" numeric(10, 2) NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservations_status_ck" CHECK ("reservations"."status" in ('held', 'confirmed', 'cancelled', 'released', 'expired')),
	CONSTRAINT "reservations_total_ck" CHECK ("reservations"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"culture" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tee_slots" (
	"course_id" integer NOT NULL,
	"play_date" date NOT NULL,
	"tee_time" text NOT NULL,
	CONSTRAINT "tee_slots_course_id_play_date_tee_time_pk" PRIMARY KEY("course_id","play_date","tee_time")
);
--> statement-breakpoint
CREATE TABLE "texts" (
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "texts_kind_locale_pk" PRIMARY KEY("kind","locale")
);
--> statement-breakpoint
CREATE TABLE "user_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" char(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"player_id" text,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_services" ADD CONSTRAINT "club_services_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_services" ADD CONSTRAINT "club_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_slots" ADD CONSTRAINT "tee_slots_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cards" ADD CONSTRAINT "user_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_reference_uq" ON "cancellations" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_payment_uq" ON "charges" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_provider_uq" ON "charges" USING btree ("provider_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_key_uq" ON "clubs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "clubs_municipality_idx" ON "clubs" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_club_key_uq" ON "courses" USING btree ("club_id","key");--> statement-breakpoint
CREATE INDEX "login_attempts_key_at_idx" ON "login_attempts" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "municipalities_key_uq" ON "municipalities" USING btree ("key");--> statement-breakpoint
CREATE INDEX "municipalities_region_idx" ON "municipalities" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_uq" ON "newsletter" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "offers_code_uq" ON "offers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_uq" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_public_id_uq" ON "payments" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "rates_course_idx" ON "rates" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_key_uq" ON "regions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "reservation_events_reservation_idx" ON "reservation_events" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_lines_slot_idx" ON "reservation_lines" USING btree ("course_id","play_date","tee_time");--> statement-breakpoint
CREATE INDEX "reservation_lines_club_day_idx" ON "reservation_lines" USING btree ("club_id","play_date");--> statement-breakpoint
CREATE INDEX "reservation_lines_reservation_idx" ON "reservation_lines" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_localizador_uq" ON "reservations" USING btree ("localizador");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_uq" ON "search_terms" USING btree ("kind","ref_id","term");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "user_cards_user_idx" ON "user_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));