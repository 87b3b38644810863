ALTER TABLE "deposit_entries" ADD COLUMN "transfer_reference" varchar(64);--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD COLUMN "voucher_file_id" uuid;--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD CONSTRAINT "deposit_entries_voucher_file_id_files_id_fk" FOREIGN KEY ("voucher_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;