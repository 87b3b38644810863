CREATE TABLE "lot_specified_orgs" (
	"lot_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lot_specified_orgs_lot_id_org_id_pk" PRIMARY KEY("lot_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "company_certifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_certifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"org_id" integer,
	"status" varchar(20) NOT NULL,
	"company_name" varchar(100),
	"company_code" varchar(18),
	"legal_person" varchar(30),
	"licence_file_id" uuid,
	"contact_person" varchar(30),
	"contact_phone" varchar(20),
	"contact_tel" varchar(30),
	"contact_mail" varchar(100),
	"region_code" varchar(6),
	"company_addr" varchar(100),
	"detail_addr" varchar(200),
	"bank_name" varchar(100),
	"bank_number" varchar(40),
	"interbank_account" varchar(20),
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"reject_reason" varchar(200),
	"pending_bank_name" varchar(100),
	"pending_bank_number" varchar(40),
	"pending_interbank" varchar(20),
	"bank_change_status" varchar(20),
	"bank_change_submitted_at" timestamp with time zone,
	"bank_change_reviewed_at" timestamp with time zone,
	"bank_change_reject_reason" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_account_grants" (
	"user_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "sub_account_grants_user_id_menu_id_pk" PRIMARY KEY("user_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sub_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"remark" varchar(100),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "extension_minutes" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_basis" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_tiers" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_account_name" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_bank_name" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_bank_number" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_interbank" varchar(20);--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "business_sort" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lot_specified_orgs" ADD CONSTRAINT "lot_specified_orgs_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_specified_orgs" ADD CONSTRAINT "lot_specified_orgs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_licence_file_id_files_id_fk" FOREIGN KEY ("licence_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account_grants" ADD CONSTRAINT "sub_account_grants_user_id_sub_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sub_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account_grants" ADD CONSTRAINT "sub_account_grants_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_certifications_org_unique" ON "company_certifications" USING btree ("org_id") WHERE "company_certifications"."org_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_certifications_open_per_applicant" ON "company_certifications" USING btree ("applicant_user_id") WHERE "company_certifications"."org_id" is null and "company_certifications"."status" <> 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "company_certifications_code_unique" ON "company_certifications" USING btree ("company_code") WHERE "company_certifications"."status" in ('submitted', 'approved');--> statement-breakpoint
CREATE INDEX "company_certifications_status_submitted_at_index" ON "company_certifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "sub_accounts_org_id_index" ON "sub_accounts" USING btree ("org_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_picked_up_by_users_id_fk" FOREIGN KEY ("picked_up_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Who counts as certified for bidding, defined once for every place that decides it (the
-- bidding gate, the bid lock's re-check, deposits): an approved personal certification, or
-- membership (main or sub-account) of a company whose certification is approved.
CREATE FUNCTION lyp_user_certified(p_user_id integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM certifications c WHERE c.user_id = p_user_id AND c.status = 'approved')
      OR EXISTS (SELECT 1 FROM user_organisations uo
                   JOIN company_certifications cc ON cc.org_id = uo.org_id AND cc.status = 'approved'
                  WHERE uo.user_id = p_user_id)
$$;
--> statement-breakpoint
-- Who is on a restricted lot's 定向 list: listed by phone, or an account of a listed company.
CREATE FUNCTION lyp_user_specified(p_lot_id integer, p_user_id integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM lot_specified_bidders s WHERE s.lot_id = p_lot_id AND s.user_id = p_user_id)
      OR EXISTS (SELECT 1 FROM lot_specified_orgs so
                   JOIN user_organisations uo ON uo.org_id = so.org_id
                  WHERE so.lot_id = p_lot_id AND uo.user_id = p_user_id)
$$;
