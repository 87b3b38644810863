import type { UserNudge } from '@lyp/shared/realtime/events';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A successful call changes a review queue of the caller's tenant (from the endpoint map). */
    changesReviewQueue?: boolean;
  }
}

/**
 * When a call that changes a review queue succeeds (a voucher submitted, an application
 * reviewed), the caller's tenant's reviewers hear of it on the live channel, and their 待办 and
 * review lists re-read themselves. Sent once the answer is, so only what happened is told.
 */
export const reviewQueueNudgesPlugin = fp<{ nudge(nudge: UserNudge): void }>(
  (app, options, done) => {
    app.addHook('onResponse', (request, reply, next) => {
      const { principal } = request;
      if (principal && reply.statusCode < 300 && changesReviewQueue(request.routeOptions.config))
        options.nudge({ userIds: [], reviewersOf: principal.tenantId, topics: ['reviews'] });
      next();
    });
    done();
  },
  { name: 'review-queue-nudges', dependencies: ['route-access'] },
);

const changesReviewQueue = (config: { changesReviewQueue?: boolean } | undefined) =>
  config?.changesReviewQueue === true;
