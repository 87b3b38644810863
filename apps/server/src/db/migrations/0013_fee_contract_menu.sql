-- 费用合同 lists both sides' contracts (the buyer's 买受人合同 and the seller's 委托方费用合同), so it
-- sits in 合同中心. On a database seeded when it sat under 委托方中心, move it there (a fresh
-- database has no menus yet and the seed puts it in place; the seed never moves a menu).
UPDATE "menus" SET "parent_id" = "contracts"."id",
  "sort" = (SELECT coalesce(min("sibling"."sort"), 20) - 10 FROM "menus" "sibling" WHERE "sibling"."parent_id" = "contracts"."id")
FROM "menus" "contracts", "menus" "seller"
WHERE "menus"."code" = 'FeeContract' AND "contracts"."code" = 'ContractCenter' AND "seller"."code" = 'SellerCenter'
  AND "menus"."parent_id" = "seller"."id";--> statement-breakpoint
-- The built-in buyer role reads its own 买受人合同 there: it gains the menu and its buttons.
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT "roles"."id", "menus"."id" FROM "roles" CROSS JOIN "menus"
WHERE "roles"."code" = 'buyer'
  AND "menus"."code" IN ('FeeContract', 'fee_contract_view', 'fee_contract_export')
ON CONFLICT DO NOTHING;
