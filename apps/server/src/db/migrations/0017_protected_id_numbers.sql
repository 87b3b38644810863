ALTER TABLE "certifications" ADD COLUMN "id_number_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "id_number_masked" varchar(18);--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "id_number_sealed" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "duplicate_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_id_number_unique" ON "certifications" USING btree ("id_number_hash") WHERE "certifications"."status" in ('pending', 'approved') and not "certifications"."duplicate_allowed";--> statement-breakpoint
CREATE INDEX "certifications_id_number_hash" ON "certifications" USING btree ("id_number_hash");