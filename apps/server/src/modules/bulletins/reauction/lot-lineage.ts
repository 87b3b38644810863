import type {
  LotLineage,
  LotLink,
  PublicLotLineage,
  PublicLotLink,
} from '@lyp/shared/auction/reauction.schemas';
import { maskPhone } from '@lyp/shared/common/phone';
import type { LineageLot, LotLineageRepository } from './lot-lineage.repository';
import { lineageStateLabel, reauctionBlockers, type ReauctionCandidate } from './reauction-blockers';

const publicLink = (lot: LineageLot): PublicLotLink => ({
  lotId: lot.id,
  lotNo: lot.lotNo,
  title: lot.title,
  round: lot.round,
});

const staffLink = (lot: LineageLot): LotLink => ({
  ...publicLink(lot),
  bulletinId: lot.bulletinId,
  stateLabel: lineageStateLabel(lot),
  isPublic: lot.isPublic,
});

/** The lots, their originals and their re-auctions, read once each. */
async function readLines(repository: LotLineageRepository, lotIds: number[]) {
  const [lots, successors] = await Promise.all([
    repository.describe(lotIds),
    repository.successorsOf(lotIds),
  ]);
  const previousIds = lots.flatMap((lot) => (lot.previousLotId === null ? [] : [lot.previousLotId]));
  const others = await repository.describe([...new Set([...previousIds, ...successors.map((s) => s.id)])]);
  const byId = new Map([...lots, ...others].map((lot) => [lot.id, lot]));
  const candidateOf = (lot: LineageLot): ReauctionCandidate => ({
    lot,
    successors: successors
      .filter((successor) => successor.previousLotId === lot.id)
      .flatMap((successor) => byId.get(successor.id) ?? []),
  });
  return { lots, byId, candidateOf };
}

/** The candidates for 重新拍卖 among these lots: each with its re-auctions so far. */
export async function loadReauctionCandidates(
  repository: LotLineageRepository,
  lotIds: number[],
): Promise<Map<number, ReauctionCandidate>> {
  const { lots, candidateOf } = await readLines(repository, lotIds);
  return new Map(lots.map((lot) => [lot.id, candidateOf(lot)]));
}

/** Each lot's line as its seller and the auditors see it, who is barred, and whether it may go again. */
export async function loadLineages(
  repository: LotLineageRepository,
  lotIds: number[],
): Promise<Map<number, LotLineage>> {
  if (lotIds.length === 0) return new Map();
  const [{ lots, byId, candidateOf }, barred] = await Promise.all([
    readLines(repository, lotIds),
    repository.barredUsersOf(lotIds),
  ]);
  return new Map(
    lots.map((lot) => {
      const candidate = candidateOf(lot);
      const previous = lot.previousLotId === null ? undefined : byId.get(lot.previousLotId);
      const next = candidate.successors.at(-1);
      const lineage: LotLineage = {
        round: lot.round,
        previous: previous ? staffLink(previous) : null,
        next: next ? staffLink(next) : null,
        barredUsers: barred
          .filter((entry) => entry.lotId === lot.id)
          .map((entry) => ({
            userId: entry.userId,
            name: entry.name,
            phone: maskPhone(entry.phone),
            sourceLotNo: entry.sourceLotNo,
          })),
        canReauction: reauctionBlockers(candidate).length === 0,
      };
      return [lot.id, lineage];
    }),
  );
}

/** A public lot's line: only the lots the public may open (a re-auction once it is published). */
export async function loadPublicLineage(
  repository: LotLineageRepository,
  lotId: number,
): Promise<PublicLotLineage> {
  const { lots, byId, candidateOf } = await readLines(repository, [lotId]);
  const lot = lots[0];
  if (!lot) return { round: 1, previous: null, next: null };
  const previous = lot.previousLotId === null ? undefined : byId.get(lot.previousLotId);
  const next = candidateOf(lot)
    .successors.filter((successor) => successor.isPublic)
    .at(-1);
  return {
    round: lot.round,
    previous: previous?.isPublic ? publicLink(previous) : null,
    next: next ? publicLink(next) : null,
  };
}
