ALTER TABLE "lots" ADD COLUMN "price_basis" varchar(10) DEFAULT 'total' NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "decrease_step_fen" bigint;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "decrease_interval_minutes" smallint;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "floor_price_fen" bigint;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "ascend_minutes" smallint;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "accepted_at" timestamp with time zone;