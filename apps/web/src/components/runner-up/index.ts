export { RunnerUpOfferCard, timeLeft } from './runner-up-offer-card';
export { myOfferOnLotQuery, myOffersQuery } from './runner-up-api';
