CREATE TABLE "bidder_qualifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bidder_qualifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"type_code" varchar(100) NOT NULL,
	"licence_no" varchar(100) NOT NULL,
	"valid_until" date NOT NULL,
	"file_ids" text[] NOT NULL,
	"status" varchar(20) NOT NULL,
	"reject_reason" varchar(200),
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lot_required_qualifications" (
	"lot_id" integer NOT NULL,
	"type_code" varchar(100) NOT NULL,
	CONSTRAINT "lot_required_qualifications_lot_id_type_code_pk" PRIMARY KEY("lot_id","type_code")
);
--> statement-breakpoint
ALTER TABLE "bidder_qualifications" ADD CONSTRAINT "bidder_qualifications_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_qualifications" ADD CONSTRAINT "bidder_qualifications_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_qualifications" ADD CONSTRAINT "bidder_qualifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_required_qualifications" ADD CONSTRAINT "lot_required_qualifications_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bidder_qualifications_org_type_unique" ON "bidder_qualifications" USING btree ("org_id","type_code");--> statement-breakpoint
CREATE INDEX "bidder_qualifications_status_submitted_at_index" ON "bidder_qualifications" USING btree ("status","submitted_at");--> statement-breakpoint
-- Which of a lot's required qualifications each of the users lacks, by the dictionary's names:
-- one an organisation of theirs holds, approved and valid on p_today (Beijing), counts; a user
-- who lacks none has no row. Read with the standing before a deposit or a bid, and under the
-- lot's lock by the bid engine for a batch's users at once (bid-lock.prepared-statements.ts).
CREATE FUNCTION lyp_missing_qualifications(p_lot_id integer, p_user_ids integer[], p_today date)
RETURNS TABLE (user_id integer, missing text[])
LANGUAGE sql STABLE AS $$
  SELECT u.id, array_agg(coalesce(di.label, r.type_code) ORDER BY di.sort, r.type_code)
    FROM unnest(p_user_ids) AS u(id)
    JOIN lot_required_qualifications r ON r.lot_id = p_lot_id
    LEFT JOIN dict_types dt ON dt.code = 'bidder_qualification'
    LEFT JOIN dict_items di ON di.type_id = dt.id AND di.value = r.type_code
   WHERE NOT EXISTS (
           SELECT 1 FROM bidder_qualifications q
             JOIN user_organisations uo ON uo.org_id = q.org_id
            WHERE uo.user_id = u.id AND q.type_code = r.type_code
              AND q.status = 'approved' AND q.valid_until >= p_today)
   GROUP BY u.id
$$;
