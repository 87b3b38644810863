CREATE TABLE "bid_requests" (
	"user_id" integer NOT NULL,
	"client_bid_id" varchar(64) NOT NULL,
	"lot_id" integer NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bid_requests_user_id_client_bid_id_pk" PRIMARY KEY("user_id","client_bid_id")
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"event_seq" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulletin_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bulletin_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bulletin_id" integer NOT NULL,
	"auditor_user_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"reason" varchar(500),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulletins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bulletins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bulletin_no" varchar(30) NOT NULL,
	"tenant_id" integer NOT NULL,
	"seller_org_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"body_html" text NOT NULL,
	"status" varchar(20) NOT NULL,
	"commission_bps" integer,
	"reject_reason" varchar(500),
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bulletins_bulletinNo_unique" UNIQUE("bulletin_no")
);
--> statement-breakpoint
CREATE TABLE "deposit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deposit_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"actor_user_id" integer,
	"note" varchar(200),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(20) NOT NULL,
	"voucher_file_id" uuid,
	"payer_remark" varchar(200),
	"reject_reason" varchar(200),
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"frozen_fen" bigint DEFAULT 0 NOT NULL,
	"returning_fen" bigint DEFAULT 0 NOT NULL,
	"returned_fen" bigint DEFAULT 0 NOT NULL,
	"applied_fen" bigint DEFAULT 0 NOT NULL,
	"forfeited_fen" bigint DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_ledger_balances" CHECK ("deposits"."paid_fen" = "deposits"."frozen_fen" + "deposits"."returning_fen" + "deposits"."returned_fen" + "deposits"."applied_fen" + "deposits"."forfeited_fen")
);
--> statement-breakpoint
CREATE TABLE "lot_bidders" (
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"alias" varchar(12) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lot_bidders_lot_id_user_id_pk" PRIMARY KEY("lot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lot_follows" (
	"user_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"remind" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lot_follows_user_id_lot_id_pk" PRIMARY KEY("user_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "lot_specified_bidders" (
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lot_specified_bidders_lot_id_user_id_pk" PRIMARY KEY("lot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lot_viewers" (
	"lot_id" integer NOT NULL,
	"viewer_key" varchar(80) NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lot_viewers_lot_id_viewer_key_pk" PRIMARY KEY("lot_id","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "lot_viewings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lot_viewings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"address" varchar(200) NOT NULL,
	"contact_person" varchar(50) NOT NULL,
	"contact_phone" varchar(30) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lot_views" (
	"lot_id" integer PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bulletin_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"lot_no" varchar(40) NOT NULL,
	"title" varchar(100) NOT NULL,
	"category" varchar(50) NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"region_code" varchar(12) NOT NULL,
	"location" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"bidding_mode" varchar(20) DEFAULT 'ascending' NOT NULL,
	"start_price_fen" bigint NOT NULL,
	"increment_fen" bigint NOT NULL,
	"reserve_price_fen" bigint,
	"deposit_fen" bigint NOT NULL,
	"min_bidders" smallint DEFAULT 1 NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"max_extensions" integer,
	"hard_end_at" timestamp with time zone,
	"payment_hours" integer DEFAULT 72 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"scheduled_ends_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"extension_count" integer DEFAULT 0 NOT NULL,
	"status" varchar(20) NOT NULL,
	"current_price_fen" bigint,
	"leader_user_id" integer,
	"runner_up_max_fen" bigint,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"bidder_count" integer DEFAULT 0 NOT NULL,
	"event_seq" bigint DEFAULT 0 NOT NULL,
	"proxy_counter" bigint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lots_lotNo_unique" UNIQUE("lot_no")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" varchar(30) NOT NULL,
	"lot_id" integer NOT NULL,
	"bulletin_id" integer NOT NULL,
	"seller_org_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"buyer_org_id" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"deposit_applied_fen" bigint NOT NULL,
	"amount_due_fen" bigint NOT NULL,
	"commission_fen" bigint NOT NULL,
	"status" varchar(20) NOT NULL,
	"payment_deadline_at" timestamp with time zone NOT NULL,
	"payment_voucher_file_id" uuid,
	"payment_remark" varchar(200),
	"payment_submitted_at" timestamp with time zone,
	"payment_reject_reason" varchar(200),
	"payment_audited_by" integer,
	"paid_at" timestamp with time zone,
	"defaulted_at" timestamp with time zone,
	"confirmation" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_orderNo_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "proxy_bids" (
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"max_fen" bigint NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"set_order" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "proxy_bids_lot_id_user_id_pk" PRIMARY KEY("lot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"subject_name" varchar(100) NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" varchar(100) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"ext" varchar(10) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" char(64) NOT NULL,
	"owner_user_id" integer NOT NULL,
	"owner_org_id" integer NOT NULL,
	"business_type" varchar(30),
	"business_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "strikes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bidding_barred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bid_requests" ADD CONSTRAINT "bid_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_audits" ADD CONSTRAINT "bulletin_audits_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_audits" ADD CONSTRAINT "bulletin_audits_auditor_user_id_users_id_fk" FOREIGN KEY ("auditor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_seller_org_id_organisations_id_fk" FOREIGN KEY ("seller_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD CONSTRAINT "deposit_entries_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD CONSTRAINT "deposit_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_voucher_file_id_files_id_fk" FOREIGN KEY ("voucher_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_bidders" ADD CONSTRAINT "lot_bidders_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_bidders" ADD CONSTRAINT "lot_bidders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_follows" ADD CONSTRAINT "lot_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_follows" ADD CONSTRAINT "lot_follows_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_specified_bidders" ADD CONSTRAINT "lot_specified_bidders_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_specified_bidders" ADD CONSTRAINT "lot_specified_bidders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_viewers" ADD CONSTRAINT "lot_viewers_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_viewings" ADD CONSTRAINT "lot_viewings_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_views" ADD CONSTRAINT "lot_views_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_leader_user_id_users_id_fk" FOREIGN KEY ("leader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_org_id_organisations_id_fk" FOREIGN KEY ("seller_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_org_id_organisations_id_fk" FOREIGN KEY ("buyer_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_voucher_file_id_files_id_fk" FOREIGN KEY ("payment_voucher_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_audited_by_users_id_fk" FOREIGN KEY ("payment_audited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_bids" ADD CONSTRAINT "proxy_bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_bids" ADD CONSTRAINT "proxy_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_org_id_organisations_id_fk" FOREIGN KEY ("owner_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bids_lot_id_id_index" ON "bids" USING btree ("lot_id","id");--> statement-breakpoint
CREATE INDEX "bids_lot_id_amount_fen_index" ON "bids" USING btree ("lot_id","amount_fen");--> statement-breakpoint
CREATE INDEX "bulletin_audits_bulletin_id_index" ON "bulletin_audits" USING btree ("bulletin_id");--> statement-breakpoint
CREATE INDEX "bulletins_seller_org_id_status_index" ON "bulletins" USING btree ("seller_org_id","status");--> statement-breakpoint
CREATE INDEX "bulletins_status_index" ON "bulletins" USING btree ("status");--> statement-breakpoint
CREATE INDEX "deposit_entries_deposit_id_index" ON "deposit_entries" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_lot_user_unique" ON "deposits" USING btree ("lot_id","user_id");--> statement-breakpoint
CREATE INDEX "deposits_status_index" ON "deposits" USING btree ("status");--> statement-breakpoint
CREATE INDEX "deposits_user_id_index" ON "deposits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lot_bidders_alias_unique" ON "lot_bidders" USING btree ("lot_id","alias");--> statement-breakpoint
CREATE INDEX "lot_follows_lot_id_index" ON "lot_follows" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "lot_viewings_lot_id_index" ON "lot_viewings" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_bulletin_seq_unique" ON "lots" USING btree ("bulletin_id","seq");--> statement-breakpoint
CREATE INDEX "lots_status_ends_at_index" ON "lots" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "lots_status_starts_at_index" ON "lots" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "lots_category_index" ON "lots" USING btree ("category");--> statement-breakpoint
CREATE INDEX "lots_region_code_index" ON "lots" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "orders_status_payment_deadline_at_index" ON "orders" USING btree ("status","payment_deadline_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_user_id_index" ON "orders" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "orders_seller_org_id_index" ON "orders" USING btree ("seller_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_lot_live_unique" ON "orders" USING btree ("lot_id") WHERE "orders"."status" <> 'defaulted';--> statement-breakpoint
CREATE INDEX "files_business_type_business_id_index" ON "files" USING btree ("business_type","business_id");--> statement-breakpoint
CREATE INDEX "files_owner_user_id_index" ON "files" USING btree ("owner_user_id");