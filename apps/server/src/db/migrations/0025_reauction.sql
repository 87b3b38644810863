CREATE TABLE "lot_barred_users" (
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"source_lot_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lot_barred_users_lot_id_user_id_pk" PRIMARY KEY("lot_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "previous_lot_id" integer;--> statement-breakpoint
ALTER TABLE "lot_barred_users" ADD CONSTRAINT "lot_barred_users_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_barred_users" ADD CONSTRAINT "lot_barred_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_barred_users" ADD CONSTRAINT "lot_barred_users_source_lot_id_lots_id_fk" FOREIGN KEY ("source_lot_id") REFERENCES "public"."lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_previous_lot_id_lots_id_fk" FOREIGN KEY ("previous_lot_id") REFERENCES "public"."lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_previous_lot_id_index" ON "lots" USING btree ("previous_lot_id");