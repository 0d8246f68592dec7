-- Hand-edited after generation: clubs already in a database get the columns empty (a NOT NULL
-- column needs a value for them), then no default, as the schema says; the engine's start fills
-- a seeded club's contact (seed/club-contact.ts, addClubContacts).
ALTER TABLE "clubs" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ALTER COLUMN "phone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "clubs" ALTER COLUMN "email" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "clubs" ALTER COLUMN "website" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;