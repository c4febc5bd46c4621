import type { CreateRoundInput, Round, RoundRhythm } from '@groundwork/domain/rounds';

/** The form's fields, as typed (selects give strings). The stops are kept beside the form, in their own editor. */
export type RoundFormValues = {
  name: string;
  crewId: string;
  rhythm: RoundRhythm;
  weekday: string;
  month: string;
  startDate: string;
  endDate: string;
  notes: string;
};

export const roundFieldNames = ['name', 'crewId', 'rhythm', 'weekday', 'month', 'startDate', 'endDate', 'notes'] as const satisfies readonly (keyof RoundFormValues)[];

/** A new round: weekly, on Monday. */
export const emptyRound: RoundFormValues = { name: '', crewId: '', rhythm: 'weekly', weekday: '1', month: '', startDate: '', endDate: '', notes: '' };

export function roundFormValues(round: Round): RoundFormValues {
  return {
    name: round.name,
    crewId: round.crewId ?? '',
    rhythm: round.rhythm,
    weekday: round.weekday === null ? '' : String(round.weekday),
    month: round.month === null ? '' : String(round.month),
    startDate: round.startDate ?? '',
    endDate: round.endDate ?? '',
    notes: round.notes,
  };
}

const wholeOrNull = (text: string) => (text === '' ? null : Number(text));

/** What POST /rounds (and PUT, with `updatedAt`) is sent: the schema clears what the rhythm does not use. */
export function roundBody(values: RoundFormValues, propertyIds: readonly string[]): CreateRoundInput {
  return {
    name: values.name,
    crewId: values.crewId || null,
    rhythm: values.rhythm,
    weekday: wholeOrNull(values.weekday),
    month: wholeOrNull(values.month),
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    notes: values.notes,
    propertyIds: [...propertyIds],
  };
}

/** The stops with one moved a place up (-1) or down (+1); unchanged at either end. */
export function moveStop<T>(stops: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= stops.length || target < 0 || target >= stops.length) return [...stops];
  const next = [...stops];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
