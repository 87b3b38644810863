ALTER TABLE "deposits" ADD COLUMN "payer_name" varchar(100);--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "payer_account" varchar(40);--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "payer_bank" varchar(100);--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "payer_source" varchar(20);