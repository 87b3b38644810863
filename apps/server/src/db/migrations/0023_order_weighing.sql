ALTER TABLE "orders" ADD COLUMN "price_basis" varchar(10) DEFAULT 'total' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unit_price_fen" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_quantity" numeric(18, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_amount_fen" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighed_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighing_ticket_file_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighing_needs_buyer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighing_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighing_confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_voucher_file_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "difference_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "difference_settled_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "difference_reference" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_weighed_by_users_id_fk" FOREIGN KEY ("weighed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_weighing_ticket_file_id_files_id_fk" FOREIGN KEY ("weighing_ticket_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_weighing_confirmed_by_users_id_fk" FOREIGN KEY ("weighing_confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_balance_voucher_file_id_files_id_fk" FOREIGN KEY ("balance_voucher_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_difference_settled_by_users_id_fk" FOREIGN KEY ("difference_settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;