import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi, api, signInViaApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { heading, signInViaUi, visible } from '../support/ui';

const { owner } = freshCompanies.widths;
const browser = useBrowser();
const WIDTHS = [1280, 1440, 390] as const;

async function created<T>(answer: Promise<{ status: number; body: { data?: T } }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200 && status !== 201) throw new Error(`creating ${what} answered ${status} ${JSON.stringify(body)}`);
  return body.data!;
}

/** A client book with the long names, e-mails and streets real ones have, a few leads, an estimate and a job. */
async function seedBook(): Promise<{ customerId: string; roundId: string }> {
  const token = await signInViaApi(owner);
  let firstCustomer = '';
  const propertyIds: string[] = [];
  for (let index = 1; index <= 6; index += 1) {
    const { customer } = await created<{ customer: { id: string; properties: { id: string }[] } }>(
      api('POST', '/customers', {
        token,
        body: {
          type: index % 3 === 0 ? 'commercial' : 'residential',
          firstName: `Maximiliana-Josephine ${index}`,
          lastName: 'Vanderschoot-Abernathy',
          companyName: index % 3 === 0 ? `Lake Minnetonka Homeowners Association Number ${index}` : '',
          email: `maximiliana.vanderschoot-abernathy.${index}@longdomainname-example.test`,
          phone: '(952) 555-0199',
          address: { street: `${index}4521 North Bryant Avenue South, Apartment 1200`, city: 'North Saint Paul Heights', state: 'MN', zipCode: '55419' },
        },
      }),
      'a customer',
    );
    firstCustomer ||= customer.id;
    propertyIds.push(...customer.properties.slice(0, 1).map((property) => property.id));
  }
  for (let index = 1; index <= 3; index += 1)
    await created(
      api('POST', '/leads', {
        token,
        body: { type: 'residential', firstName: `Bartholomew ${index}`, lastName: 'Featherstonehaugh', email: `bartholomew.featherstonehaugh.${index}@example.test`, estimatedValue: 12_500.5 },
      }),
      'a lead',
    );
  const { services } = await created<{ services: { id: string; name: string }[] }>(api('GET', '/services', { token }), 'the services');
  const mowing = services.find((service) => service.name === 'Weekly Mowing') ?? services[0]!;
  await created(
    api('POST', '/estimates', {
      token,
      body: {
        clientType: 'customer',
        clientId: firstCustomer,
        description: 'Full season maintenance with spring and fall clean-ups, mulch refresh and aeration',
        items: [
          { id: 'p1', parentId: null, name: 'Weekly Mowing', type: 'labor', qty: 1, visits: 1, cost: 0 },
          { id: 'c1', parentId: 'p1', name: 'Mowing crew', type: 'labor', qty: 0.75, visits: 28, cost: 27.5 },
        ],
      },
    }),
    'an estimate',
  );
  await created(
    api('POST', '/jobs', { token, body: { customerId: firstCustomer, serviceId: mowing.id, rate: 45, jobType: 'recurring', frequency: 'weekly', visitCount: 28, instanceDate: '2027-04-05' } }),
    'a job',
  );
  const { round } = await created<{ round: { id: string } }>(
    api('POST', '/rounds', {
      token,
      body: { name: 'Tuesday mowing, North Saint Paul Heights and Lake Minnetonka shoreline', rhythm: 'weekly', weekday: 2, propertyIds },
    }),
    'a round',
  );
  await api('POST', '/auth/logout', { token });
  return { customerId: firstCustomer, roundId: round.id };
}

/** Every element of the page wider than its box while it is not meant to scroll sideways: none is allowed. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page: ${root.scrollWidth} px in ${root.clientWidth} px`);
    for (const element of document.querySelectorAll<HTMLElement>('main [role="region"], main table, main [data-slot="table-container"], main [role="tablist"]')) {
      if (element.scrollWidth > element.clientWidth + 1) {
        const name = element.getAttribute('aria-label') ?? element.tagName.toLowerCase();
        found.push(`${name}: ${element.scrollWidth} px in ${element.clientWidth} px`);
      }
    }
    return found;
  });
}

describe('every list fits its screen (1280, 1440 and 390 px)', () => {
  let customerId = '';
  let roundId = '';
  beforeAll(async () => {
    await acceptTermsViaApi(owner);
    ({ customerId, roundId } = await seedBook());
  });

  it('customers, leads, estimates, a customer’s jobs, the price book and people lists and the rounds never scroll sideways', async () => {
    const screens: [path: string, title: string | RegExp][] = [
      ['/customers', 'Customers'],
      ['/leads', 'Leads'],
      ['/estimates', 'Estimates'],
      [`/customers/${customerId}?tab=jobs`, /^Maximiliana-Josephine 1/],
      ['/services', 'Services'],
      ['/products', 'Products'],
      ['/equipment', 'Equipment'],
      ['/subcontractors', 'Subcontractors'],
      ['/employees', 'Employees'],
      ['/estimate-templates', 'Estimate Templates'],
      ['/rounds', 'Rounds'],
      [`/rounds/${roundId}`, /^Tuesday mowing, North Saint Paul Heights/],
    ];
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await signInViaUi(page, owner);
      for (const [path, title] of screens) {
        await page.goto(path);
        await visible(heading(page, title));
        // Lists draw once their data is in: wait for the table, the cards or the empty state.
        await page.waitForLoadState('networkidle');
        expect(await overflows(page), `${path} at ${width} px`).toEqual([]);
      }
      if (width === 390) {
        // On a phone the client book is cards: a name, then its details, never a table cut at the edge.
        await page.goto('/customers');
        await visible(page.getByRole('list', { name: 'Customers' }));
        expect(await page.getByRole('table').count()).toBe(0);
        await expect.poll(() => page.getByRole('list', { name: 'Customers' }).getByRole('listitem').count()).toBe(6);
        await visible(page.getByRole('list', { name: 'Customers' }).getByText('North Saint Paul Heights').first());
      } else {
        await page.goto('/customers');
        const table = page.getByRole('table', { name: 'Customers' });
        await visible(table);
        for (const column of ['Name', 'Phone', 'Street', 'City', 'Status', 'Lead source']) await visible(table.getByRole('columnheader', { name: new RegExp(column) }));
      }
      await page.context().close();
    }
  });
});
