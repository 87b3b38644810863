CREATE TABLE "lot_priority_holders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lot_priority_holders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"user_id" integer,
	"org_id" integer,
	"proof_file_ids" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lot_priority_holders_one_holder" CHECK (("lot_priority_holders"."user_id" IS NULL) <> ("lot_priority_holders"."org_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "leader_priority_rank" smallint;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lot_priority_holders" ADD CONSTRAINT "lot_priority_holders_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_priority_holders" ADD CONSTRAINT "lot_priority_holders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_priority_holders" ADD CONSTRAINT "lot_priority_holders_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lot_priority_holders_rank_unique" ON "lot_priority_holders" USING btree ("lot_id","rank");--> statement-breakpoint
CREATE INDEX "lot_priority_holders_user_id_index" ON "lot_priority_holders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lot_priority_holders_org_id_index" ON "lot_priority_holders" USING btree ("org_id");--> statement-breakpoint
-- Each of the users' 优先购买权 order on the lot: held in their own name or through a company
-- they belong to; of two entries the better (lower) order counts.
CREATE FUNCTION lyp_priority_ranks(p_lot_id integer, p_user_ids integer[]) RETURNS TABLE (user_id integer, rank integer)
LANGUAGE sql STABLE AS $$
  SELECT h.user_id, min(h.rank)::integer FROM (
    SELECT p.user_id, p.rank FROM lot_priority_holders p
     WHERE p.lot_id = p_lot_id AND p.user_id = ANY (p_user_ids)
    UNION ALL
    SELECT uo.user_id, p.rank FROM lot_priority_holders p
      JOIN user_organisations uo ON uo.org_id = p.org_id
     WHERE p.lot_id = p_lot_id AND uo.user_id = ANY (p_user_ids)
  ) h GROUP BY h.user_id
$$;
