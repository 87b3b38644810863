export { seedDemoAuctions } from './demo-auctions';
