import type { TicketSubjectKind } from '@groundwork/domain/tickets';
import type { ReactNode } from 'react';

/**
 * What the task screens offer to choose from. The route reads the employees, crews and the records a task can be about
 * (other features) and passes them in; this feature never imports another.
 */
export type NamedOption = { id: string; name: string };

/** The record a task is about, as the picker chose it (the label is what the list will show). */
export type SubjectChoice = { id: string; label: string };

export type SubjectPickerProps = {
  /** The control's id: the field's label points at it. */
  id: string;
  kind: TicketSubjectKind;
  value: SubjectChoice | null;
  onChange: (value: SubjectChoice | null) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
};

export type TicketOptions = {
  /** Employees a task can be assigned to (the office's roster; what a crew leader can see of it). */
  employees: readonly NamedOption[];
  crews: readonly NamedOption[];
  /** Who can be @mentioned in a comment. */
  people: readonly NamedOption[];
  /** The kinds of record this user can pick a task's subject from (a crew leader reads only work orders). */
  subjectKinds: readonly TicketSubjectKind[];
  /** Searches the records of one kind (customers, work orders, estimates…) with the app's own pickers. */
  renderSubjectPicker: (props: SubjectPickerProps) => ReactNode;
  /** The office may delete a task; a crew leader may not (the server answers 403). */
  canDelete: boolean;
  /**
   * The office changes every field; a crew leader only the status and the checklist (and comments): the server answers
   * 403 to anything else, so those fields are shown read-only.
   */
  canEditDetails: boolean;
};
