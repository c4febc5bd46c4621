import { employeeStatusLabels, employmentTypeLabels, type Employee, type EmployeeStatus } from '@groundwork/domain/employees';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { formatCurrency } from '@/lib/format';

const statusVariants: Record<EmployeeStatus, 'success' | 'warning' | 'muted'> = {
  active: 'success',
  on_leave: 'warning',
  terminated: 'muted',
};

type ColumnId = 'name' | 'employeeId' | 'position' | 'status' | 'manager' | 'hourlyCost' | 'actions';

const fullName = (employee: Employee) => `${employee.firstName} ${employee.lastName}`;

const sortValues: Partial<Record<ColumnId, (employee: Employee) => string | number>> = {
  name: (employee) => `${employee.lastName} ${employee.firstName}`.toLowerCase(),
  employeeId: (employee) => employee.employeeId.toLowerCase(),
  position: (employee) => `${employee.position} ${employee.department}`.toLowerCase(),
  status: (employee) => `${employee.status} ${employee.employmentType}`,
  manager: (employee) => (employee.managerName ?? '').toLowerCase(),
  hourlyCost: (employee) => employee.hourlyCost,
};

type EmployeesTableProps = {
  employees: readonly Employee[];
  /** Absent for people who may not change the roster: the table then has no actions column. */
  actions?: { onEdit: (employee: Employee) => void; onDelete: (employee: Employee) => void };
};

/** The roster, sortable by any column; only the rows in view are drawn, so a large roster scrolls smoothly. */
export function EmployeesTable({ employees, actions }: EmployeesTableProps) {
  const [sort, setSort] = useState<SortState<ColumnId> | null>({ column: 'name', direction: 'asc' });

  const columns = useMemo<VirtualTableColumn<Employee, ColumnId>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        cell: (employee) => (
          <div className="min-w-0">
            <div className="truncate font-medium text-foreground">{fullName(employee)}</div>
            {employee.email && <div className="truncate text-xs text-muted-foreground">{employee.email}</div>}
          </div>
        ),
      },
      { id: 'employeeId', header: 'Employee ID', cell: (employee) => <span className="font-mono text-xs">{employee.employeeId}</span> },
      {
        id: 'position',
        header: 'Position',
        cell: (employee) => (
          <div className="min-w-0">
            <div className="truncate">{employee.position}</div>
            <div className="truncate text-xs text-muted-foreground">{employee.department}</div>
          </div>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: (employee) => (
          <div className="grid justify-items-start gap-0.5">
            <Badge variant={statusVariants[employee.status]}>{employeeStatusLabels[employee.status]}</Badge>
            <span className="text-xs text-muted-foreground">{employmentTypeLabels[employee.employmentType]}</span>
          </div>
        ),
      },
      { id: 'manager', header: 'Manager', cell: (employee) => employee.managerName ?? '—' },
      {
        id: 'hourlyCost',
        header: 'Cost / hour',
        className: 'text-right tabular-nums',
        cell: (employee) => formatCurrency(employee.hourlyCost),
      },
      ...(actions
        ? [
            {
              id: 'actions' as const,
              header: 'Actions',
              sortable: false,
              width: '7.5rem',
              cell: (employee: Employee) => (
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit ${fullName(employee)}`} onClick={() => actions.onEdit(employee)}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete ${fullName(employee)}`} onClick={() => actions.onDelete(employee)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              ),
            },
          ]
        : []),
    ],
    [actions],
  );

  const sorted = useMemo(() => {
    const value = sort ? sortValues[sort.column] : undefined;
    if (!sort || !value) return employees;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...employees].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      return (left < right ? -1 : left > right ? 1 : 0) * factor;
    });
  }, [employees, sort]);

  return (
    <VirtualTable
      label="Employees"
      columns={columns}
      rows={sorted}
      getRowId={(employee) => employee.id}
      getRowLabel={fullName}
      sort={sort}
      onSortChange={setSort}
      rowHeight={60}
    />
  );
}
