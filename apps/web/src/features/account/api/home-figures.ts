import { queryOptionsOf } from '../../../lib/api-call';

/** 待办: what waits for this user, by role. */
export const homeTodoQuery = () => queryOptionsOf('homeTodo');

/** The company acted for at a glance: members, bulletins, lots sold, money in and out. */
export const homeCompanyFiguresQuery = () => queryOptionsOf('homeCompanyInfo');

/** A seller's income and a buyer's spending over the last 12 months, month by month. */
export const incomeTrendQuery = () => queryOptionsOf('homeIncomeTrend');
export const spendingTrendQuery = () => queryOptionsOf('homeConsumeBar');
