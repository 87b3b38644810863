CREATE TABLE "bank_statement_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"layout_id" integer,
	"file_id" uuid,
	"file_name" varchar(200) NOT NULL,
	"imported_by" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_layouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"headers" text NOT NULL,
	"mapping" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"line_key" varchar(80) NOT NULL,
	"transacted_text" varchar(40) NOT NULL,
	"transacted_at" timestamp with time zone,
	"amount_fen" bigint NOT NULL,
	"payer_name" varchar(100),
	"payer_account" varchar(40),
	"payer_bank" varchar(100),
	"note" varchar(500) NOT NULL,
	"bank_serial" varchar(64),
	"status" varchar(20) NOT NULL,
	"problem" varchar(20),
	"problem_detail" varchar(200),
	"matched_kind" varchar(10),
	"matched_id" integer,
	"matched_reference" varchar(40),
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"resolution_note" varchar(200),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD COLUMN "statement_line_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_statement_line_id" integer;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_layout_id_bank_statement_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."bank_statement_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_layouts" ADD CONSTRAINT "bank_statement_layouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_layouts" ADD CONSTRAINT "bank_statement_layouts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_import_id_bank_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_statement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_layouts_name_unique" ON "bank_statement_layouts" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_key_unique" ON "bank_statement_lines" USING btree ("tenant_id","line_key");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_tenant_id_status_index" ON "bank_statement_lines" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_matched_kind_matched_id_index" ON "bank_statement_lines" USING btree ("matched_kind","matched_id") WHERE "bank_statement_lines"."matched_id" is not null;--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD CONSTRAINT "deposit_entries_statement_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_statement_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("payment_statement_line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE no action ON UPDATE no action;