CREATE TABLE "course_holes" (
	"course_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"par" smallint NOT NULL,
	"white_metres" smallint NOT NULL,
	"yellow_metres" smallint NOT NULL,
	"red_metres" smallint NOT NULL,
	CONSTRAINT "course_holes_course_id_number_pk" PRIMARY KEY("course_id","number"),
	CONSTRAINT "course_holes_number_ck" CHECK ("course_holes"."number" between 1 and 18),
	CONSTRAINT "course_holes_par_ck" CHECK ("course_holes"."par" between 3 and 5)
);
--> statement-breakpoint
ALTER TABLE "course_holes" ADD CONSTRAINT "course_holes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;