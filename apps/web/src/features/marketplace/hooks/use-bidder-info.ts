import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { bidderInfoQuery } from '../api/bidding-api';

/** Where the signed-in user stands on a lot: asked once, and again when the lot's status moves. */
export function useBidderInfo(lotId: number, status: LotLiveState['status'], signedIn: boolean) {
  const bidder = useQuery({ ...bidderInfoQuery(lotId), enabled: signedIn });
  // Whether one may bid changes when the lot opens or closes, not with each price: ask again
  // only then. Who leads comes with every live event (below), so thousands of watchers do not
  // all ask the server after every bid.
  const { refetch } = bidder;
  const isFirstStatus = useRef(true);
  useEffect(() => {
    if (isFirstStatus.current) {
      isFirstStatus.current = false;
      return;
    }
    if (signedIn) void refetch();
  }, [signedIn, refetch, status]);
  return bidder;
}
