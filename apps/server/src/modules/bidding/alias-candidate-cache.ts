import { aliasCandidates } from './bid-aliases';

const MAX_CACHED_CANDIDATES = 100_000;

/** A bidder's alias candidates on a lot never change; each costs four HMACs, every batch. */
export function createAliasCandidateCache(aliasSecret: string) {
  const candidateCache = new Map<string, string[]>();
  return (lotId: number, userId: number) => {
    const key = `${lotId}:${userId}`;
    let candidates = candidateCache.get(key);
    if (!candidates) {
      candidates = aliasCandidates(aliasSecret, lotId, userId);
      candidateCache.set(key, candidates);
      if (candidateCache.size > MAX_CACHED_CANDIDATES)
        candidateCache.delete(candidateCache.keys().next().value!);
    }
    return candidates;
  };
}
