CREATE TABLE "lot_chain_events" (
	"lot_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"amount_fen" bigint,
	"alias" varchar(12),
	"ends_at" timestamp with time zone,
	"result" varchar(8),
	"count" integer,
	"hash" varchar(64) NOT NULL,
	CONSTRAINT "lot_chain_events_lot_id_seq_pk" PRIMARY KEY("lot_id","seq")
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "chain_head" varchar(64);--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "chain_length" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "chained" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "chain_seq" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "chain_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "revoked_bids" ADD COLUMN "alias" varchar(12);--> statement-breakpoint
ALTER TABLE "revoked_bids" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "revoked_bids" ADD COLUMN "chain_seq" integer;--> statement-breakpoint
ALTER TABLE "revoked_bids" ADD COLUMN "chain_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "lot_chain_events" ADD CONSTRAINT "lot_chain_events_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Lots that had begun bidding (or been taken back) before records were chained have nothing
-- to check: their record says so instead of failing a check it never had.
UPDATE "lots" SET "chained" = false
 WHERE "status" IN ('bidding', 'sold', 'unsold') OR "event_seq" > 0
    OR EXISTS (SELECT 1 FROM "revoked_bids" r WHERE r."lot_id" = "lots"."id");
