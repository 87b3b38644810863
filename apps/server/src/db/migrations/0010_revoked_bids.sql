CREATE TABLE "revoked_bids" (
	"id" bigint PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revoked_bids" ADD CONSTRAINT "revoked_bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoked_bids" ADD CONSTRAINT "revoked_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_bids_lot_id_index" ON "revoked_bids" USING btree ("lot_id");