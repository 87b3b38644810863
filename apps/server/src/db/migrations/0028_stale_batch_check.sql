-- The bid engine's one-round-trip batches (bid-lock.prepared-statements.ts) are decided from
-- what the engine remembers of a lot and checked under the lock in the same round trip: when
-- the lot or a bidder's standing changed since, this stops the transaction before its write,
-- with a state of its own (LYP01) the engine knows to answer by reading afresh.
CREATE FUNCTION lyp_stale_batch() RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'bid batch decided from a stale view of its lot' USING ERRCODE = 'LYP01';
END
$$;
