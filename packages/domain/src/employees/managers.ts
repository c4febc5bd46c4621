/** SPEC.md §5: managers are employees whose position contains manager, supervisor or lead (any case). */
export function isManagerPosition(position: string): boolean {
  return /manager|supervisor|lead/i.test(position);
}

export interface ReportingEmployee {
  id: string;
  managerId: string | null;
}

/**
 * Whether making `managerId` the manager of `employeeId` would close a loop: the employee itself, or someone
 * who already reports to the employee directly or through others. Existing loops in the data cannot hang it.
 */
export function wouldCreateManagerCycle(
  employees: readonly ReportingEmployee[],
  employeeId: string,
  managerId: string | null,
): boolean {
  if (managerId === null) return false;
  const managerOf = new Map(employees.map((employee) => [employee.id, employee.managerId]));
  const seen = new Set<string>();
  let current: string | null | undefined = managerId;
  while (current != null && !seen.has(current)) {
    if (current === employeeId) return true;
    seen.add(current);
    current = managerOf.get(current);
  }
  return false;
}
