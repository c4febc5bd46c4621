import { describe, expect, it } from 'vitest';
import { anOrder } from './order-builders';
import { editWorkOrderBody, editWorkOrderValues, emptyNewWorkOrder, newWorkOrderBody } from './order-form-values';

describe('work order form values', () => {
  it('sends a one-off order with blank choices as null and blank numbers left to the server', () => {
    expect(newWorkOrderBody({ ...emptyNewWorkOrder, customerId: 'c', title: 'Storm clean-up', price: '$1,250.50', crewSize: '3' })).toEqual({
      customerId: 'c',
      propertyId: null,
      serviceId: null,
      title: 'Storm clean-up',
      price: 1250.5,
      crewId: null,
      date: null,
      startTime: null,
      budgetedHours: undefined,
      crewSize: 3,
      instructions: '',
    });
  });

  it('sends only what changed, the stop as a 0-based route position, and always the version it was read with', () => {
    const order = anOrder({ sequence: 2, budgetedHours: 4, instructions: 'Gate code 1234' });
    const values = editWorkOrderValues(order);
    expect(values.stop).toBe('3');
    expect(editWorkOrderBody(order, { ...values, instructions: ' Gate code 1234 ' }, true)).toEqual({ updatedAt: order.updatedAt });
    expect(editWorkOrderBody(order, { ...values, stop: '1', budgetedHours: '4.5', date: '' }, true)).toEqual({
      sequence: 0,
      budgetedHours: 4.5,
      date: null,
      updatedAt: order.updatedAt,
    });
  });

  it('never sends crew or date once started, nor title or price for a job’s order', () => {
    const order = anOrder({ status: 'in_progress' });
    const changed = { ...editWorkOrderValues(order), crewId: '', date: '2030-01-01', title: 'Other', price: '1' };
    expect(editWorkOrderBody(order, changed, false)).toEqual({ updatedAt: order.updatedAt });
    const oneOff = anOrder({ jobId: null, jobVisitId: null });
    expect(editWorkOrderBody(oneOff, { ...editWorkOrderValues(oneOff), title: 'Other', price: '1' }, true)).toEqual({ title: 'Other', price: 1, updatedAt: oneOff.updatedAt });
  });
});
