import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import type { NamedOption } from '../ticket-options';

type AssigneeOptionsProps = Omit<ComponentProps<'select'>, 'children'> & {
  employees: readonly NamedOption[];
  crews: readonly NamedOption[];
  /** The first choice: nobody ('Unassigned'), or no filter ('Anyone'). */
  emptyLabel: string;
  /** Extra choices after the first (the filter's 'Unassigned'). */
  extra?: readonly { value: string; label: string }[];
  /** The current assignee when the lists do not hold them (a crew leader reads no roster; someone since let go). */
  current?: { value: string; label: string } | null;
};

/** One select for a task's assignee: an employee or a crew (values 'employee:<id>', 'crew:<id>'). */
export function AssigneeOptions({ employees, crews, emptyLabel, extra = [], current, ...props }: AssigneeOptionsProps) {
  const listed = current && [...employees.map((employee) => `employee:${employee.id}`), ...crews.map((crew) => `crew:${crew.id}`)].includes(current.value);
  return (
    <NativeSelect {...props}>
      <option value="">{emptyLabel}</option>
      {extra.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {current && current.value && !listed && <option value={current.value}>{current.label}</option>}
      {employees.length > 0 && (
        <optgroup label="Employees">
          {employees.map((employee) => (
            <option key={employee.id} value={`employee:${employee.id}`}>
              {employee.name}
            </option>
          ))}
        </optgroup>
      )}
      {crews.length > 0 && (
        <optgroup label="Crews">
          {crews.map((crew) => (
            <option key={crew.id} value={`crew:${crew.id}`}>
              {crew.name}
            </option>
          ))}
        </optgroup>
      )}
    </NativeSelect>
  );
}
