CREATE TABLE "settlement_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"account_name" varchar(100) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"bank_number" varchar(40) NOT NULL,
	"interbank_account" varchar(20),
	"source" varchar(20) NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone,
	"retired_reason" varchar(200),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_account_id" integer;--> statement-breakpoint
ALTER TABLE "settlement_accounts" ADD CONSTRAINT "settlement_accounts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_accounts" ADD CONSTRAINT "settlement_accounts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_accounts_in_use_unique" ON "settlement_accounts" USING btree ("org_id",replace("bank_number", ' ', '')) WHERE "settlement_accounts"."retired_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_settlement_account_id_settlement_accounts_id_fk" FOREIGN KEY ("settlement_account_id") REFERENCES "public"."settlement_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Each certified company's account in force was reviewed (at certification, by an approved bank
-- change, or corrected by a reviewer): it becomes the company's first reviewed settlement account.
INSERT INTO "settlement_accounts" ("org_id", "account_name", "bank_name", "bank_number", "interbank_account",
  "source", "reviewed_by", "reviewed_at", "created_at")
SELECT "o"."id", "cc"."company_name", coalesce("o"."bank_name", ''), "o"."bank_number", "o"."interbank_account",
  CASE WHEN "cc"."bank_change_reviewed_at" IS NOT NULL THEN 'bank_change' ELSE 'certification' END,
  coalesce("cc"."bank_change_reviewed_by", "cc"."reviewed_by"),
  coalesce("cc"."bank_change_reviewed_at", "cc"."reviewed_at", "cc"."updated_at"), now()
FROM "company_certifications" "cc"
JOIN "organisations" "o" ON "o"."id" = "cc"."org_id"
WHERE "cc"."status" = 'approved' AND "cc"."company_name" IS NOT NULL AND "o"."bank_number" IS NOT NULL;--> statement-breakpoint
-- An unsettled order whose freely typed account is one of those (same company, number and name)
-- now names it; any other typed account stays as it was, marked unreviewed, and cannot be settled to.
UPDATE "orders" SET "settlement_account_id" = "a"."id", "settlement_account_name" = NULL,
  "settlement_bank_name" = NULL, "settlement_bank_number" = NULL, "settlement_interbank" = NULL
FROM "settlement_accounts" "a"
WHERE "orders"."settled_at" IS NULL AND "orders"."settlement_bank_number" IS NOT NULL
  AND "a"."org_id" = "orders"."seller_org_id" AND "a"."retired_at" IS NULL
  AND replace("a"."bank_number", ' ', '') = replace("orders"."settlement_bank_number", ' ', '')
  AND "a"."account_name" = coalesce("orders"."settlement_account_name", "a"."account_name");
