import { randomUUID } from 'node:crypto';
import { median, percentile } from './stats';

/** One race: every bidder accepts the same lot at the same price at once. */
export interface RaceResult {
  winners: number;
  /** Refusals that said, in words, that someone else was first. */
  toldTheyLost: number;
  latenciesMs: number[];
}

export async function race(
  url: string,
  path: string,
  lotId: number,
  tokens: string[],
  priceFen: number,
): Promise<RaceResult> {
  const answers = await Promise.all(
    tokens.map(async (token) => {
      const started = performance.now();
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ lotId, amountFen: priceFen, clientBidId: randomUUID() }),
      });
      const body = (await response.json()) as { error?: string };
      return { status: response.status, error: body.error, ms: performance.now() - started };
    }),
  );
  return {
    winners: answers.filter((answer) => answer.status === 200).length,
    toldTheyLost: answers.filter((answer) => answer.error === 'DESCENDING_TAKEN').length,
    latenciesMs: answers.map((answer) => answer.ms),
  };
}

/** What a side's races came to: whether each had one winner, and its accept latencies. */
export function summariseRaces(results: RaceResult[]) {
  const all = results.flatMap((result) => result.latenciesMs);
  return {
    races: results.length,
    oneWinnerEach: results.every((result) => result.winners === 1),
    allOthersTold: results.every(
      (result) => result.winners + result.toldTheyLost === result.latenciesMs.length,
    ),
    p50: median(all),
    p99: percentile(all, 0.99),
  };
}
