ALTER TABLE "certifications" ALTER COLUMN "reject_reason" SET DATA TYPE varchar(500);--> statement-breakpoint
ALTER TABLE "company_certifications" ALTER COLUMN "reject_reason" SET DATA TYPE varchar(500);--> statement-breakpoint
ALTER TABLE "company_certifications" ALTER COLUMN "bank_change_reject_reason" SET DATA TYPE varchar(500);--> statement-breakpoint
ALTER TABLE "company_certifications" ADD COLUMN "bank_change_reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_bank_change_reviewed_by_users_id_fk" FOREIGN KEY ("bank_change_reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;