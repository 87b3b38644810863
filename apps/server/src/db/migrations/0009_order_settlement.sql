ALTER TABLE "orders" ADD COLUMN "settled_fen" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_reference" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_voucher_file_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_settlement_voucher_file_id_files_id_fk" FOREIGN KEY ("settlement_voucher_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- 竞价订单管理 is the platform's screen: on a database seeded when it sat under 委托方中心, move it
-- to 审核中心 (a fresh database has no menus yet and the seed puts it there). The seed never
-- moves an existing menu, so without this the old place would stay.
UPDATE "menus" SET "parent_id" = "audit"."id",
  "sort" = (SELECT coalesce(max("sibling"."sort"), 0) + 10 FROM "menus" "sibling" WHERE "sibling"."parent_id" = "audit"."id")
FROM "menus" "audit", "menus" "seller"
WHERE "menus"."code" = 'BidOrderManage' AND "audit"."code" = 'AuditCenter' AND "seller"."code" = 'SellerCenter'
  AND "menus"."parent_id" = "seller"."id";--> statement-breakpoint
-- The built-in seller role loses it: bid_order_view would show a seller every organisation's orders.
DELETE FROM "role_menus" USING "roles", "menus"
WHERE "role_menus"."role_id" = "roles"."id" AND "role_menus"."menu_id" = "menus"."id"
  AND "roles"."code" = 'seller'
  AND "menus"."code" IN ('BidOrderManage', 'bid_order_view', 'bid_order_pay_audit', 'bid_order_settle');--> statement-breakpoint
-- The built-in auditor role gains it with its buttons.
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT "roles"."id", "menus"."id" FROM "roles" CROSS JOIN "menus"
WHERE "roles"."code" = 'auditor'
  AND "menus"."code" IN ('BidOrderManage', 'bid_order_view', 'bid_order_pay_audit', 'bid_order_settle')
ON CONFLICT DO NOTHING;
