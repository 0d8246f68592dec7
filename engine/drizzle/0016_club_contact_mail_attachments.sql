ALTER TABLE "clubs" ADD COLUMN "phone" text NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "email" text NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "website" text NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;