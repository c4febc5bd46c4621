import type { EmployeeFilters } from './employees.schemas';

export interface SearchableEmployee {
  firstName: string;
  lastName: string;
  email: string | null;
  employeeId: string;
}

export interface FilterableEmployee extends SearchableEmployee {
  department: string;
  position: string;
  status: string;
  employmentType: string;
  managerId: string | null;
}

/** A search as both sides use it: trimmed, lower-cased, without control characters (nobody types them). */
export function normalizeEmployeeSearch(search: string | undefined): string {
  return (search ?? '').replace(/\p{Cc}/gu, '').trim().toLowerCase();
}

/** SPEC.md §5: the search matches the full name, the e-mail or the employee ID, ignoring case. */
export function matchesEmployeeSearch(employee: SearchableEmployee, search: string | undefined): boolean {
  const needle = normalizeEmployeeSearch(search);
  if (!needle) return true;
  return (
    `${employee.firstName} ${employee.lastName}`.toLowerCase().includes(needle) ||
    (employee.email ?? '').toLowerCase().includes(needle) ||
    employee.employeeId.toLowerCase().includes(needle)
  );
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The search plus the five filters of SPEC.md §5. Department and position compare whole values ignoring case
 * ('maintenance' finds 'Maintenance'); the server applies exactly these rules in SQL.
 */
export function matchesEmployeeFilters(employee: FilterableEmployee, filters: Partial<EmployeeFilters>): boolean {
  if (!matchesEmployeeSearch(employee, filters.search)) return false;
  if (filters.department && !sameText(employee.department, filters.department)) return false;
  if (filters.position && !sameText(employee.position, filters.position)) return false;
  if (filters.status && employee.status !== filters.status) return false;
  if (filters.employmentType && employee.employmentType !== filters.employmentType) return false;
  if (filters.managerId && employee.managerId !== filters.managerId) return false;
  return true;
}

export function filterEmployees<T extends FilterableEmployee>(employees: readonly T[], filters: Partial<EmployeeFilters>): T[] {
  return employees.filter((employee) => matchesEmployeeFilters(employee, filters));
}
