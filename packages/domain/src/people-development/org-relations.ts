/**
 * Who manages whom, read from the org chart: an employee's manager holds the seat above theirs. These pure functions
 * take the chart's seats and holders (terminated employees already left out) and never loop on a damaged chart.
 */

export interface OrgSeat {
  id: string;
  reportsToId: string | null;
}

export interface SeatHolder {
  positionId: string;
  employeeId: string;
}

/** The seats above `seatId`, nearest first (a loop in the data ends the walk). */
export function seatsAbove(seats: readonly OrgSeat[], seatId: string): string[] {
  const parentOf = new Map(seats.map((seat) => [seat.id, seat.reportsToId]));
  const above: string[] = [];
  const seen = new Set([seatId]);
  let current = parentOf.get(seatId) ?? null;
  while (current !== null && !seen.has(current) && parentOf.has(current)) {
    above.push(current);
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return above;
}

function holdersBySeat(holders: readonly SeatHolder[]): Map<string, string[]> {
  const bySeat = new Map<string, string[]>();
  for (const holder of holders) bySeat.set(holder.positionId, [...(bySeat.get(holder.positionId) ?? []), holder.employeeId]);
  return bySeat;
}

/**
 * An employee's managers: for each seat they hold, the holders of the nearest seat above it that someone else holds
 * (a vacant seat passes to the one above it). Empty for someone with no seat, or at the top.
 */
export function managersOf(seats: readonly OrgSeat[], holders: readonly SeatHolder[], employeeId: string): string[] {
  const bySeat = holdersBySeat(holders);
  const managers = new Set<string>();
  for (const holder of holders) {
    if (holder.employeeId !== employeeId) continue;
    for (const seatId of seatsAbove(seats, holder.positionId)) {
      const above = (bySeat.get(seatId) ?? []).filter((id) => id !== employeeId);
      if (above.length === 0) continue;
      for (const id of above) managers.add(id);
      break;
    }
  }
  return [...managers];
}

/**
 * The people a manager has: everyone holding a seat below one of the manager's seats, at any depth — what a manager
 * sees of their people (one-on-ones, reviews, onboarding). The manager themselves is never one of their own people.
 */
export function peopleBelow(seats: readonly OrgSeat[], holders: readonly SeatHolder[], managerEmployeeIds: readonly string[]): Set<string> {
  const managers = new Set(managerEmployeeIds);
  const managerSeats = new Set(holders.filter((holder) => managers.has(holder.employeeId)).map((holder) => holder.positionId));
  const people = new Set<string>();
  if (managerSeats.size === 0) return people;
  for (const holder of holders) {
    if (managers.has(holder.employeeId)) continue;
    if (seatsAbove(seats, holder.positionId).some((seatId) => managerSeats.has(seatId))) people.add(holder.employeeId);
  }
  return people;
}
