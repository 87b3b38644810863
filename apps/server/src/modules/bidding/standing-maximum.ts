/**
 * A bidder's maximum as still in force. A maximum is only ever overtaken by its own bidder's
 * manual bid above it (a leader may not bid by hand, so the bid came after the maximum was used
 * up): from then on it says nothing, and showing it as 您的最高价 would mislead.
 */
export function standingMaximumFen(maxFen: number | null, myHighestBidFen: number | null): number | null {
  if (maxFen === null) return null;
  return myHighestBidFen !== null && myHighestBidFen > maxFen ? null : maxFen;
}
