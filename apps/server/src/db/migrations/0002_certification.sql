ALTER TABLE "certifications" ADD COLUMN "id_number" varchar(18);--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "id_front_file_id" uuid;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "id_back_file_id" uuid;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "reject_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_id_front_file_id_files_id_fk" FOREIGN KEY ("id_front_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_id_back_file_id_files_id_fk" FOREIGN KEY ("id_back_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certifications_status_submitted_at_index" ON "certifications" USING btree ("status","submitted_at");