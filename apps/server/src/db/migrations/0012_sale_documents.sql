CREATE TABLE "sale_document_confirmations" (
	"order_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"party" varchar(10) NOT NULL,
	"user_id" integer NOT NULL,
	"account_name" varchar(120) NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"issued_version" smallint NOT NULL,
	CONSTRAINT "sale_document_confirmations_order_id_kind_party_pk" PRIMARY KEY("order_id","kind","party")
);
--> statement-breakpoint
CREATE TABLE "sale_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"version" smallint NOT NULL,
	"document_no" varchar(40) NOT NULL,
	"verify_code" varchar(16) NOT NULL,
	"storage_key" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sale_documents_verifyCode_unique" UNIQUE("verify_code"),
	CONSTRAINT "sale_documents_orderId_kind_version_unique" UNIQUE("order_id","kind","version")
);
--> statement-breakpoint
ALTER TABLE "sale_document_confirmations" ADD CONSTRAINT "sale_document_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_document_confirmations" ADD CONSTRAINT "sale_document_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_documents_document_no_index" ON "sale_documents" USING btree ("document_no");