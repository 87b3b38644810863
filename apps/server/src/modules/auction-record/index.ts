export { createChainAppender, sha256Hex, type ChainAppender, type ChainHead } from './chain-links';
export { openLotChain, type ChainEventContent, type LotChain } from './chain-writes';
export { createAuctionRecordRepository } from './auction-record.repository';
export { auctionRecordRoutes } from './auction-record.routes';
export { createAuctionRecordService, type AuctionRecordService } from './auction-record.service';
