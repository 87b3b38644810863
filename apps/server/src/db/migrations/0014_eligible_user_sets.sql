-- The bid lock checks every bidder of a batch again at once. Called once per user, the
-- single-user rules cost more than the checks themselves: a SQL function with sub-queries is
-- never inlined, so each call runs through the function executor. The rules now take a set of
-- users (a set-returning SQL function is inlined into its caller's plan), and the single-user
-- functions answer through them, so each rule is still written once.
CREATE FUNCTION lyp_certified_users(p_user_ids integer[]) RETURNS SETOF integer
LANGUAGE sql STABLE AS $$
  SELECT c.user_id FROM certifications c WHERE c.user_id = ANY (p_user_ids) AND c.status = 'approved'
  UNION
  SELECT uo.user_id FROM user_organisations uo
    JOIN company_certifications cc ON cc.org_id = uo.org_id AND cc.status = 'approved'
   WHERE uo.user_id = ANY (p_user_ids)
$$;
--> statement-breakpoint
CREATE FUNCTION lyp_specified_users(p_lot_id integer, p_user_ids integer[]) RETURNS SETOF integer
LANGUAGE sql STABLE AS $$
  SELECT s.user_id FROM lot_specified_bidders s WHERE s.lot_id = p_lot_id AND s.user_id = ANY (p_user_ids)
  UNION
  SELECT uo.user_id FROM lot_specified_orgs so
    JOIN user_organisations uo ON uo.org_id = so.org_id
   WHERE so.lot_id = p_lot_id AND uo.user_id = ANY (p_user_ids)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lyp_user_certified(p_user_id integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM lyp_certified_users(ARRAY[p_user_id]))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lyp_user_specified(p_lot_id integer, p_user_id integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM lyp_specified_users(p_lot_id, ARRAY[p_user_id]))
$$;
