// The auction tables, split by aggregate; this file keeps the old import path working.
export * from './bulletins';
export * from './lots';
export * from './deposits';
export * from './bids';
export * from './orders';
export * from './lot-views';
export * from './sealed-bids';
export * from './priority-holders';
export * from './runner-up-offers';
