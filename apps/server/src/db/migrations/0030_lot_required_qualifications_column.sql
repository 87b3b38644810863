ALTER TABLE "lots" ADD COLUMN "required_qualifications" varchar(100)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A lot's requirements move onto its row: they are entered, copied and shown with the lot.
UPDATE "lots" l SET "required_qualifications" = r.codes
  FROM (SELECT lot_id, array_agg(type_code ORDER BY type_code) AS codes
          FROM "lot_required_qualifications" GROUP BY lot_id) r
 WHERE r.lot_id = l.id;--> statement-breakpoint
DROP TABLE "lot_required_qualifications" CASCADE;--> statement-breakpoint
-- Which of a lot's required qualifications each of the users lacks, by the dictionary's names:
-- one an organisation of theirs holds, approved and valid on p_today (Beijing), counts; a user
-- who lacks none has no row. Read with the standing before a deposit or a bid, and under the
-- lot's lock by the bid engine for a batch's users at once (bid-lock.prepared-statements.ts).
CREATE OR REPLACE FUNCTION lyp_missing_qualifications(p_lot_id integer, p_user_ids integer[], p_today date)
RETURNS TABLE (user_id integer, missing text[])
LANGUAGE sql STABLE AS $$
  SELECT u.id, array_agg(coalesce(di.label, r.type_code) ORDER BY di.sort, r.type_code)
    FROM unnest(p_user_ids) AS u(id)
    JOIN lots l ON l.id = p_lot_id
    CROSS JOIN LATERAL unnest(l.required_qualifications) AS r(type_code)
    LEFT JOIN dict_types dt ON dt.code = 'bidder_qualification'
    LEFT JOIN dict_items di ON di.type_id = dt.id AND di.value = r.type_code
   WHERE NOT EXISTS (
           SELECT 1 FROM bidder_qualifications q
             JOIN user_organisations uo ON uo.org_id = q.org_id
            WHERE uo.user_id = u.id AND q.type_code = r.type_code
              AND q.status = 'approved' AND q.valid_until >= p_today)
   GROUP BY u.id
$$;
