-- Tournaments (issue 16): a club's tournaments and rounds, registrations (each one a reservation with
-- no tee-time lines), their players, and the draw and ratings a club publishes.
CREATE TABLE "tournament_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"handicap" numeric(4, 1) NOT NULL,
	"level" text NOT NULL,
	"sex" text NOT NULL,
	"turn" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"phone_key" text NOT NULL,
	"email_key" text
);
--> statement-breakpoint
CREATE TABLE "tournament_registrations" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"players" smallint NOT NULL,
	"entry_fee" numeric(10, 2) NOT NULL,
	CONSTRAINT "tournament_registrations_players_ck" CHECK ("tournament_registrations"."players" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tournament_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"player" text NOT NULL,
	"handicap" numeric(4, 1) NOT NULL,
	"scores" integer[] NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"play_date" date NOT NULL,
	"first_tee" text NOT NULL,
	"course_id" integer NOT NULL,
	"format" text NOT NULL,
	CONSTRAINT "tournament_rounds_format_ck" CHECK ("tournament_rounds"."format" in ('stableford', 'strokePlay', 'matchPlay', 'fourball', 'scramble'))
);
--> statement-breakpoint
CREATE TABLE "tournament_tee_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"tee_time" text NOT NULL,
	"starting_tee" smallint NOT NULL,
	"players" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"entry_fee" numeric(10, 2) NOT NULL,
	"max_players" smallint NOT NULL,
	"handicap_min" numeric(4, 1) NOT NULL,
	"handicap_max" numeric(4, 1) NOT NULL,
	"online_registration" boolean NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"schedule_published_at" timestamp with time zone,
	"ratings_published_at" timestamp with time zone,
	CONSTRAINT "tournaments_fee_ck" CHECK ("tournaments"."entry_fee" >= 0),
	CONSTRAINT "tournaments_players_ck" CHECK ("tournaments"."max_players" between 1 and 1000),
	CONSTRAINT "tournaments_handicap_ck" CHECK ("tournaments"."handicap_min" <= "tournaments"."handicap_max"),
	CONSTRAINT "tournaments_window_ck" CHECK ("tournaments"."registration_opens_at" < "tournaments"."registration_closes_at")
);
--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_reservation_id_tournament_registrations_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."tournament_registrations"("reservation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_tee_times" ADD CONSTRAINT "tournament_tee_times_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_players_reservation_idx" ON "tournament_players" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "tournament_players_tournament_idx" ON "tournament_players" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_registrations_tournament_idx" ON "tournament_registrations" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_results_tournament_idx" ON "tournament_results" USING btree ("tournament_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_rounds_number_uq" ON "tournament_rounds" USING btree ("tournament_id","number");--> statement-breakpoint
CREATE INDEX "tournament_tee_times_tournament_idx" ON "tournament_tee_times" USING btree ("tournament_id","round","tee_time");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_key_uq" ON "tournaments" USING btree ("key");--> statement-breakpoint
CREATE INDEX "tournaments_club_idx" ON "tournaments" USING btree ("club_id");