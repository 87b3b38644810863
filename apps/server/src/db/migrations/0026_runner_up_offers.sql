CREATE TABLE "runner_up_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "runner_up_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"defaulted_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bid_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(20) NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"deposit_kept" boolean DEFAULT false NOT NULL,
	"accept_requested_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"order_id" integer,
	"offered_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulletins" ADD COLUMN "keep_runner_up_deposit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "runner_up_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "runner_up_offers" ADD CONSTRAINT "runner_up_offers_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_up_offers" ADD CONSTRAINT "runner_up_offers_defaulted_order_id_orders_id_fk" FOREIGN KEY ("defaulted_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_up_offers" ADD CONSTRAINT "runner_up_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_up_offers" ADD CONSTRAINT "runner_up_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_up_offers" ADD CONSTRAINT "runner_up_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "runner_up_offers_lot_open_unique" ON "runner_up_offers" USING btree ("lot_id") WHERE "runner_up_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "runner_up_offers_user_id_index" ON "runner_up_offers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "runner_up_offers_defaulted_order_id_index" ON "runner_up_offers" USING btree ("defaulted_order_id");--> statement-breakpoint
CREATE INDEX "runner_up_offers_status_deadline_at_index" ON "runner_up_offers" USING btree ("status","deadline_at");