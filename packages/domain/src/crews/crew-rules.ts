import type { CrewFilters } from './crews.schemas';

export interface SearchableCrew {
  name: string;
  description: string | null;
  status: string;
  specialization: string;
}

/** SPEC.md §5: crew search matches the name or the description, ignoring case. */
export function matchesCrewSearch(crew: Pick<SearchableCrew, 'name' | 'description'>, search: string | undefined): boolean {
  const needle = (search ?? '').trim().toLowerCase();
  if (!needle) return true;
  return crew.name.toLowerCase().includes(needle) || (crew.description ?? '').toLowerCase().includes(needle);
}

export function filterCrews<T extends SearchableCrew>(crews: readonly T[], filters: Partial<CrewFilters>): T[] {
  return crews.filter(
    (crew) =>
      matchesCrewSearch(crew, filters.search) &&
      (!filters.status || crew.status === filters.status) &&
      (!filters.specialization || crew.specialization === filters.specialization),
  );
}

export interface CostedMember {
  /** `hourlyCost` is the employee's loaded hourly cost, already exact to 4 decimals (`hourlyLaborCost`). */
  employee: { status: string; hourlyCost: number };
}

/**
 * What an hour of the whole crew costs: the sum of its members' loaded hourly costs, summed exactly to 4 decimals.
 * Members on leave or terminated are not on the truck, so they do not count. Takes a crew's `members` as they are.
 */
export function crewLoadedCostPerHour(members: readonly CostedMember[]): number {
  let total = 0;
  for (const { employee } of members) {
    if (employee.status === 'active') total += Math.round(employee.hourlyCost * 10_000);
  }
  return total / 10_000;
}
