import type { CreateWorkOrderInput, UpdateWorkOrderInput, WorkOrder } from '@groundwork/domain/orders';
import { numberOrText } from '@/lib/typed-number';

/** The one-off order form as it holds its values (numbers as typed). */
export type NewWorkOrderFormValues = {
  customerId: string;
  propertyId: string;
  title: string;
  serviceId: string;
  price: string;
  crewId: string;
  date: string;
  startTime: string;
  budgetedHours: string;
  crewSize: string;
  instructions: string;
};

export const newWorkOrderFieldNames = [
  'customerId',
  'propertyId',
  'title',
  'serviceId',
  'price',
  'crewId',
  'date',
  'startTime',
  'budgetedHours',
  'crewSize',
  'instructions',
] as const satisfies readonly (keyof NewWorkOrderFormValues)[];

export const emptyNewWorkOrder: NewWorkOrderFormValues = {
  customerId: '',
  propertyId: '',
  title: '',
  serviceId: '',
  price: '',
  crewId: '',
  date: '',
  startTime: '',
  budgetedHours: '',
  crewSize: '',
  instructions: '',
};

/** A typed number, or left out when blank (the server's default applies). Text that is not a number is sent for the schema to name. */
const optionalNumber = (text: string) => (numberOrText(text) ?? undefined) as number | undefined;

/** POST /orders for a one-off order. Blank choices are null, blank numbers left to the server's defaults. */
export function newWorkOrderBody(values: NewWorkOrderFormValues): CreateWorkOrderInput {
  return {
    customerId: values.customerId || undefined,
    propertyId: values.propertyId || null,
    serviceId: values.serviceId || null,
    title: values.title,
    price: optionalNumber(values.price),
    crewId: values.crewId || null,
    date: values.date || null,
    startTime: values.startTime || null,
    budgetedHours: optionalNumber(values.budgetedHours),
    crewSize: optionalNumber(values.crewSize),
    instructions: values.instructions,
  };
}

/** The edit form as it holds its values. */
export type EditWorkOrderFormValues = {
  title: string;
  price: string;
  crewId: string;
  date: string;
  startTime: string;
  /** 1-based, as people count stops; the server's sequence is 0-based. */
  stop: string;
  budgetedHours: string;
  crewSize: string;
  instructions: string;
};

export const editWorkOrderFieldNames = ['title', 'price', 'crewId', 'date', 'startTime', 'stop', 'budgetedHours', 'crewSize', 'instructions'] as const satisfies readonly (keyof EditWorkOrderFormValues)[];

/** The request's name of a form field (the stop is the route position, `sequence`). */
export const editWorkOrderServerName = (field: keyof EditWorkOrderFormValues): string => (field === 'stop' ? 'sequence' : field);

export function editWorkOrderValues(order: WorkOrder): EditWorkOrderFormValues {
  return {
    title: order.title,
    price: String(order.price),
    crewId: order.crewId ?? '',
    date: order.date ?? '',
    startTime: order.startTime ?? '',
    stop: String(order.sequence + 1),
    budgetedHours: String(order.budgetedHours),
    crewSize: String(order.crewSize),
    instructions: order.instructions,
  };
}

/** What the edit may change: crew and date only while not started, title and price only on a one-off order. */
export function editableFields(order: Pick<WorkOrder, 'jobId'>, notStarted: boolean) {
  return { plan: notStarted, titleAndPrice: order.jobId === null };
}

/** Every editable field as the request would carry it (numbers as typed, for the schema to check). */
export function editWorkOrderFullBody(order: WorkOrder, values: EditWorkOrderFormValues, notStarted: boolean): UpdateWorkOrderInput {
  const editable = editableFields(order, notStarted);
  const stop = numberOrText(values.stop);
  return {
    ...(editable.titleAndPrice ? { title: values.title, price: numberOrText(values.price) as number } : {}),
    ...(editable.plan ? { crewId: values.crewId || null, date: values.date || null } : {}),
    startTime: values.startTime || null,
    sequence: (typeof stop === 'number' ? stop - 1 : stop) as number,
    budgetedHours: numberOrText(values.budgetedHours) as number,
    crewSize: numberOrText(values.crewSize) as number,
    instructions: values.instructions,
    updatedAt: order.updatedAt,
  };
}

/** PUT /orders/{id}: only what changed, with the `updatedAt` the order was read with (so nobody's change is overwritten). */
export function editWorkOrderBody(order: WorkOrder, values: EditWorkOrderFormValues, notStarted: boolean): UpdateWorkOrderInput {
  const full = editWorkOrderFullBody(order, values, notStarted);
  const current: Record<string, unknown> = {
    title: order.title,
    price: order.price,
    crewId: order.crewId,
    date: order.date,
    startTime: order.startTime,
    sequence: order.sequence,
    budgetedHours: order.budgetedHours,
    crewSize: order.crewSize,
    instructions: order.instructions,
  };
  // Text is compared as the server keeps it (trimmed), so a stray space is not a change.
  const changed = Object.entries(full).filter(([field, value]) => field !== 'updatedAt' && current[field] !== (typeof value === 'string' ? value.trim() : value));
  return { ...Object.fromEntries(changed), updatedAt: order.updatedAt } as UpdateWorkOrderInput;
}
