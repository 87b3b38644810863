DROP INDEX "deposits_lot_user_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_lot_user_live_unique" ON "deposits" USING btree ("lot_id","user_id") WHERE "deposits"."status" not in ('returning', 'returned');--> statement-breakpoint
CREATE INDEX "deposits_lot_id_user_id_index" ON "deposits" USING btree ("lot_id","user_id");