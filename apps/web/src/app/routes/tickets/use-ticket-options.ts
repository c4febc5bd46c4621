import { crewStatusLabels } from '@groundwork/domain/crews';
import { ticketSubjectKinds, type TicketSubjectKind } from '@groundwork/domain/tickets';
import { useQuery } from '@tanstack/react-query';
import { createElement, useMemo } from 'react';
import { getCrewsQueryOptions } from '@/features/crews/api/get-crews';
import { getEmployeesQueryOptions } from '@/features/employees/api/get-employees';
import { useTicketPeople } from '@/features/tickets/api/get-ticket-people';
import type { NamedOption, SubjectPickerProps, TicketOptions } from '@/features/tickets/ticket-options';
import { fullName } from '@/lib/format';
import { TicketSubjectPicker } from './ticket-subject-picker';

const byName = (a: NamedOption, b: NamedOption) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' });

/** A crew leader reads the company's work orders (GET /orders) and nothing else a task can be about. */
const crewLeaderSubjectKinds: readonly TicketSubjectKind[] = ['work_order'];

const renderSubjectPicker = (props: SubjectPickerProps) => createElement(TicketSubjectPicker, props);

/**
 * What the task screens offer, read from the other features: the office's crews and roster (it reads /crews and
 * /employees); a crew leader, who may not read /employees, gets from GET /tickets/people the crews they are on and the
 * people on them (names only) — and the records a task can be about.
 */
export function useTicketOptions(office: boolean): TicketOptions {
  const crews = useQuery({ ...getCrewsQueryOptions({ page: 1 }), enabled: office });
  const employees = useQuery({ ...getEmployeesQueryOptions({ page: 1 }), enabled: office });
  const own = useTicketPeople({ enabled: !office });

  return useMemo(() => {
    const crewOptions = office
      ? (crews.data?.crews ?? []).map((crew) => ({ id: crew.id, name: crew.status === 'active' ? crew.name : `${crew.name} (${crewStatusLabels[crew.status].toLowerCase()})` }))
      : [...(own.data?.crews ?? [])];
    crewOptions.sort(byName);
    // Someone who has left cannot be given work or told about it (the server leaves them out of a crew leader's list).
    const roster = office
      ? (employees.data?.employees ?? []).filter((employee) => employee.status !== 'terminated').map((employee) => ({ id: employee.id, name: fullName(employee) }))
      : uniqueById([...(own.data?.employees ?? [])]);
    const people = roster.sort(byName);
    return {
      employees: people,
      crews: crewOptions,
      people,
      subjectKinds: office ? ticketSubjectKinds : crewLeaderSubjectKinds,
      renderSubjectPicker,
      canDelete: office,
      canEditDetails: office,
    };
  }, [crews.data, employees.data, own.data, office]);
}

function uniqueById(people: NamedOption[]): NamedOption[] {
  return [...new Map(people.map((person) => [person.id, person])).values()];
}
