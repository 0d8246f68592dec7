-- Multipacks (issue 16): N green fees at a listed set of courses, one price per player, every round
-- within a window of days from the first. A bought pack's rounds are ordinary reservation lines
-- (they hold tee-time capacity like any other) marked with the pack they belong to.
CREATE TABLE "multipack_courses" (
	"multipack_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "multipack_courses_multipack_id_course_id_pk" PRIMARY KEY("multipack_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "multipacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"region_id" integer NOT NULL,
	"rounds" smallint NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"window_days" smallint,
	"sale_from" date NOT NULL,
	"sale_to" date NOT NULL,
	"on_sale" boolean NOT NULL,
	CONSTRAINT "multipacks_rounds_ck" CHECK ("multipacks"."rounds" between 1 and 10),
	CONSTRAINT "multipacks_price_ck" CHECK ("multipacks"."price" >= 0),
	CONSTRAINT "multipacks_window_ck" CHECK ("multipacks"."window_days" is null or "multipacks"."window_days" between 0 and 365),
	CONSTRAINT "multipacks_sale_ck" CHECK ("multipacks"."sale_from" <= "multipacks"."sale_to")
);
--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD COLUMN "multipack_id" integer;--> statement-breakpoint
ALTER TABLE "multipack_courses" ADD CONSTRAINT "multipack_courses_multipack_id_multipacks_id_fk" FOREIGN KEY ("multipack_id") REFERENCES "public"."multipacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multipack_courses" ADD CONSTRAINT "multipack_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multipacks" ADD CONSTRAINT "multipacks_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "multipack_courses_course_idx" ON "multipack_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "multipacks_key_uq" ON "multipacks" USING btree ("key");--> statement-breakpoint
CREATE INDEX "multipacks_region_idx" ON "multipacks" USING btree ("region_id");--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_multipack_id_multipacks_id_fk" FOREIGN KEY ("multipack_id") REFERENCES "public"."multipacks"("id") ON DELETE no action ON UPDATE no action;