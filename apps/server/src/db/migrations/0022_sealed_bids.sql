CREATE TABLE "lot_sealed_secrets" (
	"lot_id" integer PRIMARY KEY NOT NULL,
	"secret" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sealed_bids" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sealed_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"commitment" varchar(64) NOT NULL,
	"client_bid_id" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lot_sealed_secrets" ADD CONSTRAINT "lot_sealed_secrets_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_bids" ADD CONSTRAINT "sealed_bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_bids" ADD CONSTRAINT "sealed_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_bids_client_bid_unique" ON "sealed_bids" USING btree ("user_id","client_bid_id");--> statement-breakpoint
CREATE INDEX "sealed_bids_lot_id_user_id_id_index" ON "sealed_bids" USING btree ("lot_id","user_id","id");