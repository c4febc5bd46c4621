import { customerSchema, type Customer } from '@groundwork/domain/customers';
import { invoiceResultSchema, type CreateInvoiceInput, type Invoice } from '@groundwork/domain/invoices';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SignedInUser } from './builders';
import type { TestApp } from './test-app';

/** A customer of the user's company; `email: ''` for one with no address on file. */
export async function anInvoiceCustomer(t: TestApp, user: SignedInUser, overrides: { email?: string; firstName?: string; lastName?: string } = {}): Promise<Customer> {
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: {
      type: 'residential',
      firstName: overrides.firstName ?? 'Maria',
      lastName: overrides.lastName ?? 'Lopez',
      email: overrides.email ?? `maria-${randomUUID()}@example.test`,
      address: { street: '4521 Bryant Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55419' },
    },
  });
  expect(response.status, response.text).toBe(200);
  return customerSchema.parse(response.body.data.customer);
}

/** A one-off draft for the customer: one line of $120 mowing, net 30. */
export async function aDraftInvoice(t: TestApp, user: SignedInUser, customerId: string, overrides: Partial<CreateInvoiceInput> = {}): Promise<Invoice> {
  const response = await t.call('POST', '/invoices', {
    token: user.token,
    body: { customerId, lines: [{ description: 'Mowing', quantity: 1, unitPrice: 120, taxable: false }], issueDate: '2026-05-01', terms: 'net_30', ...overrides },
  });
  expect(response.status, response.text).toBe(201);
  return invoiceResultSchema.parse(response.body.data).invoice;
}
