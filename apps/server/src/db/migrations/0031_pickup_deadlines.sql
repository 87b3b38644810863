ALTER TABLE "lots" ADD COLUMN "pickup_days" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "storage_fee_fen" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_overdue_note" varchar(200);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_overdue_noted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_overdue_noted_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_overdue_noted_by_users_id_fk" FOREIGN KEY ("pickup_overdue_noted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- 提货截止日: the last Beijing day the buyer may take the goods, counted from the day the payment
-- was confirmed. One definition for the order views, the reminders and the lists' filters.
CREATE FUNCTION lyp_pickup_due_on(p_paid_at timestamptz, p_pickup_days integer) RETURNS date
LANGUAGE sql STABLE AS $$
  SELECT (p_paid_at AT TIME ZONE 'Asia/Shanghai')::date + p_pickup_days
$$;
