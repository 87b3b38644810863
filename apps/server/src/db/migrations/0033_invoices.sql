CREATE TABLE "invoice_profiles" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(20),
	"address_phone" varchar(200),
	"bank_account" varchar(200),
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(20),
	"address_phone" varchar(200),
	"bank_account" varchar(200),
	"invoice_no" varchar(20) NOT NULL,
	"issued_on" date NOT NULL,
	"amount_fen" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "tax_included" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "vat_rate_percent" smallint DEFAULT 13 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_profiles" ADD CONSTRAINT "invoice_profiles_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_profiles" ADD CONSTRAINT "invoice_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;