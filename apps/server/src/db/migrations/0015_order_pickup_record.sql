ALTER TABLE "orders" ADD COLUMN "picked_up_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighed_quantity" numeric(18, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_remark" varchar(200);--> statement-breakpoint
-- Only the party whose account received the money confirms it: the buyer pays the platform, so
-- the seller's 确认货款 button goes (its grants, to roles and sub-accounts, go with it).
DELETE FROM "menus" WHERE "code" = 'order_manage_pay_audit';
