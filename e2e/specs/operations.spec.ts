import type { Locator, Page } from 'playwright-core';
import { TICKET_CREW_LEADER_CHANGES_MESSAGE } from '@groundwork/domain/tickets';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyUsers, freshCompanies } from '../support/accounts';
import { acceptTermsViaApi, api, outboxMessages, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { dismissToasts, heading, signInViaUi, toast, visible } from '../support/ui';

const { owner } = freshCompanies.operations;
const leader = companyUsers.operationsLeader.account;
const browser = useBrowser();
const client = { firstName: 'Marisol', lastName: 'Benton', email: 'marisol.benton@example.test' };
const crewName = 'Install Crew North';
const member = { firstName: 'Theo', lastName: 'Grant' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The first Monday-to-Friday day after `date` (the company keeps the default working week). */
function nextWorkingDay(date: string): string {
  let next = addDays(date, 1);
  while ([0, 6].includes(new Date(`${next}T12:00:00Z`).getUTCDay())) next = addDays(next, 1);
  return next;
}

async function must<T>(answer: Promise<{ status: number; body: { data?: T } & Record<string, unknown> }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status > 299 || !body.data) throw new Error(`${what} answered ${status} ${JSON.stringify(body)}`);
  return body.data;
}

interface Seeded {
  estimateId: string;
  cleanupItemId: string;
  mowingItemId: string;
  crewId: string;
  leaderEmployeeId: string;
  memberEmployeeId: string;
}

/**
 * What is not the subject, by API: two employees with a loaded cost (the leader's e-mail is the crew leader's
 * sign-in), a crew of them, a customer with a property, and an estimate with a clean-up (labour and mulch, one visit)
 * and a weekly mowing season, sent to the client and approved through the public proposal link.
 */
async function seed(): Promise<Seeded> {
  const token = await signInViaApi(owner);
  try {
    const employee = (firstName: string, lastName: string, email: string | null, employeeId: string, position: string) =>
      must<{ employee: { id: string } }>(
        api('POST', '/employees', {
          token,
          body: { firstName, lastName, email, employeeId, department: 'Field', position, payType: 'hourly', payRate: 24, laborBurdenPercent: 25 },
        }),
        `creating the employee ${firstName}`,
      );
    const leaderEmployee = (await employee(leader.firstName, leader.lastName, leader.email, 'GW-101', 'Crew Leader')).employee;
    const memberEmployee = (await employee(member.firstName, member.lastName, null, 'GW-102', 'Landscaper')).employee;
    const crew = (
      await must<{ crew: { id: string } }>(
        api('POST', '/crews', {
          token,
          body: {
            name: crewName,
            specialization: 'general',
            members: [
              { employeeId: leaderEmployee.id, role: 'leader' },
              { employeeId: memberEmployee.id, role: 'member' },
            ],
          },
        }),
        'creating the crew',
      )
    ).crew;

    const address = { street: '77 Juniper Lane', city: 'Burnsville', state: 'MN', zipCode: '55337' };
    const customer = (
      await must<{ customer: { id: string; properties?: { id: string }[] } }>(
        api('POST', '/customers', {
          token,
          body: { ...client, address, properties: [{ name: 'Home', address, lotSizeSqFt: 9_800, isPrimary: true }] },
        }),
        'creating the customer',
      )
    ).customer;

    const estimate = (
      await must<{ estimate: { id: string; number: number; items: { id: string; parentId: string | null; name: string }[] } }>(
        api('POST', '/estimates', {
          token,
          body: {
            clientId: customer.id,
            clientType: 'customer',
            propertyId: customer.properties?.[0]?.id ?? null,
            description: 'Spring clean-up with fresh mulch, and a month of weekly mowing',
            items: [
              { id: 'cleanup', name: 'Spring Clean-up', type: 'labor' },
              { id: 'cleanup-labour', parentId: 'cleanup', name: 'Clean-up crew', type: 'labor', qty: 3, visits: 1, cost: 30 },
              { id: 'cleanup-mulch', parentId: 'cleanup', name: 'Double-shredded hardwood mulch', type: 'product', qty: 4, visits: 1, cost: 38.5 },
              { id: 'mowing', name: 'Weekly Mowing', type: 'labor' },
              { id: 'mowing-labour', parentId: 'mowing', name: 'Mowing crew', type: 'labor', qty: 1, visits: 4, cost: 30 },
            ],
          },
        }),
        'creating the estimate',
      )
    ).estimate;

    const sentAt = new Date();
    await must(api('POST', `/estimates/${estimate.id}/send`, { token, body: { to: client.email, message: 'Your spring work' } }), 'sending the proposal');
    const proposalToken = await proposalTokenFromOutbox(client.email, sentAt);
    await must(api('POST', `/proposals/${proposalToken}/approve`, { body: { fullName: 'Marisol Benton', accept: true } }), 'approving the proposal');

    // The server keeps its own line ids: the schedules name the service lines by them.
    const serviceLine = (name: string) => estimate.items.find((item) => item.parentId === null && item.name === name)?.id ?? '';
    return {
      estimateId: estimate.id,
      cleanupItemId: serviceLine('Spring Clean-up'),
      mowingItemId: serviceLine('Weekly Mowing'),
      crewId: crew.id, leaderEmployeeId: leaderEmployee.id, memberEmployeeId: memberEmployee.id };
  } finally {
    await api('POST', '/auth/logout', { token });
  }
}

async function proposalTokenFromOutbox(email: string, since: Date): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const message = (await outboxMessages(20, owner)).find(
      (candidate) => candidate.to.toLowerCase() === email && new Date(candidate.createdAt).getTime() >= since.getTime() - 2_000,
    );
    const token = message?.text.match(/https?:\/\/[^\s"'<>]+\/proposal\/([\w-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 300));
  }
  throw new Error(`no proposal e-mail reached the outbox for ${email}`);
}

const lawnClient = { firstName: 'Karen', lastName: 'Lindqvist', email: 'karen.lindqvist@example.test' };
const fertiliser = 'Lesco 24-0-11 lawn fertiliser';

/**
 * A fertiliser visit on the crew's day, by API: the company works under Minnesota's rules, the leader holds an
 * applicator licence, the price book has the fertiliser with its label, and an approved estimate for a Minneapolis
 * lawn is converted into today's work order on the crew. Answers the order's label (WO-…).
 */
async function fertiliserVisit(seeded: Seeded, today: string): Promise<string> {
  const token = await signInViaApi(owner);
  try {
    // A Minnesota record names the company and its address.
    const { companyInformation } = await must<{ companyInformation: { companyDetails: Record<string, unknown>; updatedAt: string } }>(
      api('GET', '/company_information', { token }),
      'reading the company',
    );
    await must(
      api('PUT', '/company_information', {
        token,
        body: {
          updatedAt: companyInformation.updatedAt,
          companyDetails: { ...companyInformation.companyDetails, address: '2200 E Franklin Ave', city: 'Minneapolis', state: 'MN', zipCode: '55404' },
        },
      }),
      'giving the company its address',
    );
    await must(api('PUT', '/chemical_applications/settings', { token, body: { states: ['MN'], maxWindMph: 10, copyOnInvoice: false, updatedAt: null } }), 'choosing Minnesota');
    const { employee } = await must<{ employee: Record<string, unknown> & { updatedAt: string } }>(api('GET', `/employees/${seeded.leaderEmployeeId}`, { token }), 'reading the leader');
    const { id: _id, managerName: _manager, hourlyCost: _cost, createdAt: _created, ...fields } = employee;
    await must(
      api('PUT', `/employees/${seeded.leaderEmployeeId}`, {
        token,
        body: { ...fields, applicatorLicenseNumber: '20110457', applicatorLicenseExpiresOn: addDays(today, 300) },
      }),
      'recording the leader’s applicator licence',
    );
    const { product } = await must<{ product: { id: string } }>(
      api('POST', '/products', {
        token,
        body: { name: fertiliser, unit: 'bag', unitCost: 32.5, category: 'fertilizer', labelMaxRate: 4.6, labelRateUnit: 'lb', activeIngredient: 'Nitrogen 24%, potash 11%' },
      }),
      'adding the fertiliser',
    );
    const address = { street: '4125 Zenith Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55410' };
    const { customer } = await must<{ customer: { id: string; properties?: { id: string }[] } }>(
      api('POST', '/customers', { token, body: { ...lawnClient, address, properties: [{ name: 'Home', address, lotSizeSqFt: 8_200, isPrimary: true }] } }),
      'creating the lawn client',
    );
    const { estimate } = await must<{ estimate: { id: string; items: { id: string; parentId: string | null; name: string }[] } }>(
      api('POST', '/estimates', {
        token,
        body: {
          clientId: customer.id,
          clientType: 'customer',
          propertyId: customer.properties?.[0]?.id ?? null,
          description: 'Early spring fertiliser',
          items: [
            { id: 'feed', name: 'Spring Fertiliser', type: 'labor' },
            { id: 'feed-labour', parentId: 'feed', name: 'Application', type: 'labor', qty: 0.5, visits: 1, cost: 30 },
            { id: 'feed-product', parentId: 'feed', name: fertiliser, type: 'product', qty: 1, visits: 1, cost: 32.5, sourceId: product.id },
          ],
        },
      }),
      'creating the fertiliser estimate',
    );
    const sentAt = new Date();
    await must(api('POST', `/estimates/${estimate.id}/send`, { token, body: { to: lawnClient.email, message: 'Your spring feed' } }), 'sending the proposal');
    const proposalToken = await proposalTokenFromOutbox(lawnClient.email, sentAt);
    await must(api('POST', `/proposals/${proposalToken}/approve`, { body: { fullName: 'Karen Lindqvist', accept: true } }), 'approving the proposal');
    const itemId = estimate.items.find((item) => item.parentId === null && item.name === 'Spring Fertiliser')?.id ?? '';
    await must(
      api('POST', `/estimates/${estimate.id}/convert`, { token, body: { createWorkOrder: true, schedules: [{ itemId, jobType: 'one-time', instanceDate: today }] } }),
      'converting the fertiliser estimate',
    );
    const { orders } = await must<{ orders: { id: string; number: number; updatedAt: string }[] }>(
      api('GET', `/orders?customerId=${customer.id}`, { token }),
      'finding the fertiliser order',
    );
    const order = orders[0];
    if (!order) throw new Error('the conversion made no work order');
    const { order: full } = await must<{ order: { updatedAt: string } }>(api('GET', `/orders/${order.id}`, { token }), 'reading the order');
    await must(api('PUT', `/orders/${order.id}`, { token, body: { crewId: seeded.crewId, date: today, updatedAt: full.updatedAt } }), 'putting it on the crew');
    return `WO-${order.number}`;
  } finally {
    await api('POST', '/auth/logout', { token });
  }
}

/** A real 1×1 PNG: the server decodes and re-encodes what it is sent. */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The estimate's services as jobs with work orders: the clean-up today, the mowing weekly from tomorrow. */
async function convert(seeded: Seeded): Promise<string> {
  const token = await signInViaApi(owner);
  try {
    // The company's today, as the server has it (the crew leader's day is that day).
    const today = (await must<{ board: { today: string } }>(api('GET', '/orders/board', { token }), 'reading the board')).board.today;
    await must(
      api('POST', `/estimates/${seeded.estimateId}/convert`, {
        token,
        body: {
          createWorkOrder: true,
          schedules: [
            { itemId: seeded.cleanupItemId, jobType: 'one-time', instanceDate: today },
            { itemId: seeded.mowingItemId, jobType: 'recurring', instanceDate: addDays(today, 1), frequency: 'weekly', visitCount: 4 },
          ],
        },
      }),
      'converting the estimate',
    );
    return today;
  } finally {
    await api('POST', '/auth/logout', { token });
  }
}

/** Nothing wider than the phone: the page never scrolls sideways. */
async function fitsTheScreen(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `the page is ${widths.page}px wide on a ${widths.screen}px screen`).toBeLessThanOrEqual(widths.screen);
}

/** A card of the board (drawer or lane) carrying the work order's link. */
function boardCard(scope: Locator, label: string): Locator {
  return scope.getByRole('listitem').filter({ has: scope.page().getByRole('link', { name: label, exact: true }) });
}

describe('operations: from an approved estimate to the board, the crew’s phone, the office review and a rain day', () => {
  let seeded: Seeded;
  let today = '';
  let tomorrow = '';

  beforeAll(async () => {
    await acceptTermsViaApi(owner);
    await acceptTermsViaApi(leader);
    seeded = await seed();
    today = await convert(seeded);
    tomorrow = addDays(today, 1);
  });

  it('schedules the converted work on the board, the crew leader completes it on a phone, the office reviews it and calls a rain day', async () => {
    // ── The office plans the day on the board (desktop).
    const office = await browser.newPage({ viewport: DESKTOP });
    await signInViaUi(office, owner);
    await office.goto(`/orders/board?view=day&date=${today}`);
    await visible(heading(office, 'Schedule board'));
    const drawer = office.getByRole('region', { name: /Unscheduled and overdue/ });
    const cleanup = boardCard(drawer, 'WO-1001');
    await visible(cleanup);
    await visible(cleanup.getByText('Spring Clean-up'));
    const lane = office.getByRole('region', { name: crewName });
    await visible(lane.getByText('0 of 16 h'));
    await checkAccessibility(office, 'schedule board (day)');

    // A real drag with the keyboard: focus the handle, Space, arrows to the crew's lane, Space.
    // Each step is announced; the next key waits for it, as a screen-reader user would.
    const liveRegion = office.locator('[id^="DndLiveRegion"]');
    const announced = (text: string) => expect.poll(() => liveRegion.textContent()).toContain(text);
    await cleanup.getByRole('button', { name: 'Drag WO-1001' }).focus();
    await office.keyboard.press('Space');
    await announced('Picked up WO-1001, in its own place in the drawer. Use the arrow keys to move it, Space to drop it, Escape to cancel.');
    // The lanes are left of the drawer at this width.
    await office.keyboard.press('ArrowLeft');
    await announced(`WO-1001 is over the end of ${crewName}’s route`);
    await office.keyboard.press('Space');
    await announced(`WO-1001 dropped on the end of ${crewName}’s route`);
    await visible(toast(office, /^WO-1001 moved to Install Crew North/));
    await visible(boardCard(lane, 'WO-1001'));
    await visible(lane.getByText('3 of 16 h'));
    await dismissToasts(office);
    await checkAccessibility(office, 'schedule board with a scheduled lane');

    // Tomorrow: the mowing season's first visit is unscheduled; a pointer drag puts it on the crew.
    await office.getByRole('button', { name: 'Next day' }).click();
    const mowing = boardCard(drawer, 'WO-1002');
    await visible(mowing);
    const from = await mowing.getByRole('button', { name: 'Drag WO-1002' }).boundingBox();
    const to = await lane.getByRole('list', { name: `${crewName}’s route` }).boundingBox();
    if (!from || !to) throw new Error('the card or the lane has no box on screen');
    await office.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await office.mouse.down();
    await office.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2, { steps: 4 });
    await office.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await office.mouse.up();
    await visible(toast(office, /^WO-1002 moved to Install Crew North/));
    await visible(boardCard(lane, 'WO-1002'));
    await visible(lane.getByText('1 of 16 h'));
    await dismissToasts(office);

    // Its Move… dialog shows where it is now (and would move it by crew, day and position).
    await boardCard(lane, 'WO-1002').getByRole('button', { name: 'Move WO-1002' }).click();
    const move = office.getByRole('dialog', { name: 'Move WO-1002' });
    await visible(move);
    expect(await move.getByLabel('Crew', { exact: true }).inputValue()).toBe(seeded.crewId);
    expect(await move.getByLabel('Day', { exact: true }).inputValue()).toBe(tomorrow);
    await checkAccessibility(office, 'board move dialog');
    await move.getByRole('button', { name: 'Cancel', exact: true }).click();
    await move.waitFor({ state: 'hidden' });

    // ── The crew leader on a phone: today's order, start, complete with hours and the mulch used.
    const phone = await browser.newPage({ viewport: PHONE, phone: true });
    await signInViaUi(phone, leader);
    // Their dashboard leads with their day, and the way there.
    await phone.getByRole('link', { name: 'Open my day' }).click();
    await visible(heading(phone, 'My day'));
    const card = phone.getByRole('button', { name: /^Stop \d+ .*WO-1001/ });
    await visible(card);
    expect(await phone.getByRole('button', { name: /^Stop \d+ .*WO-1002/ }).count()).toBe(0);
    await fitsTheScreen(phone);
    await checkAccessibility(phone, 'crew leader day (phone)');
    await card.click();
    await phone.getByRole('button', { name: 'Start', exact: true }).click();
    const complete = phone.getByRole('form', { name: 'Complete the work order' });
    await visible(complete);
    await fitsTheScreen(phone);
    await checkAccessibility(phone, 'crew leader order (phone)');
    await complete.getByRole('group', { name: `Hours of ${leader.firstName} ${leader.lastName}` }).getByLabel('Hours', { exact: true }).fill('1.75');
    await complete.getByRole('group', { name: `Hours of ${member.firstName} ${member.lastName}` }).getByLabel('Hours', { exact: true }).fill('2');
    await complete.getByLabel(/^Double-shredded hardwood mulch \(planned 4\)$/).fill('5');
    await complete.getByLabel('Notes', { exact: true }).fill('Beds edged; one more yard of mulch than planned.');
    await complete.getByRole('button', { name: 'Complete work order' }).click();
    // What was recorded, as typed: a quarter hour is not rounded away. (Completing writes the whole day in one
    // transaction; with the other suites running beside the e2e server on two cores it has taken over 10 s.)
    const hours = phone.getByRole('list', { name: 'Hours recorded' });
    await visible(hours.getByRole('listitem').filter({ hasText: `${leader.firstName} ${leader.lastName}` }).filter({ hasText: '1.75h' }), 30_000);
    await visible(hours.getByRole('listitem').filter({ hasText: `${member.firstName} ${member.lastName}` }).filter({ hasText: '2.0h' }));
    await visible(phone.getByRole('list', { name: 'Materials recorded' }).getByText('5', { exact: true }));
    await visible(phone.getByText('Completed', { exact: true }).first());
    await dismissToasts(phone);
    await checkAccessibility(phone, 'crew leader completed order (phone)');
    // The office's areas are not theirs: an address typed in says so.
    await phone.goto('/customers');
    await visible(heading(phone, 'For the office'));

    // ── The office reviews the day: planned against done, budgeted against actual hours; the order's costing.
    await office.goto(`/dispatch-end-of-day?date=${today}`);
    await visible(heading(office, 'Dispatch End of Day'));
    const review = office.getByRole('table', { name: `${crewName} work orders` });
    await visible(review);
    await visible(office.getByText('1 of 1 completed', { exact: false }));
    await visible(review.getByText('3.75h of 3.0h · over budget by 0.75h'));
    await checkAccessibility(office, 'end of day review');

    // The timesheets of the day: each person's hours as recorded, waiting for approval.
    await office.getByRole('tab', { name: 'Timesheets' }).click();
    const leaderEntries = office.getByRole('table', { name: `${leader.firstName} ${leader.lastName} time entries` });
    await visible(leaderEntries.getByText('1.75h'));
    await visible(office.getByRole('button', { name: `Approve ${leader.firstName} ${leader.lastName}’s hours` }));
    await checkAccessibility(office, 'end of day timesheets');
    await office.getByRole('tab', { name: 'Review' }).click();
    await review.getByRole('link', { name: 'WO-1001' }).click();
    // Costing: 3.75 h at the loaded $30/h, 5 × $38.50 of mulch, against the clean-up's price.
    const figure = (label: string) => office.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    await expect.poll(() => figure('Actual hours').innerText()).toContain('3.75h');
    expect(await figure('Estimated hours').innerText()).toBe('3.0h');
    expect(await figure('Labour cost').innerText()).toBe('$112.50');
    expect(await figure('Materials').innerText()).toBe('$192.50');
    await checkAccessibility(office, 'work order detail with costing');
    // The crew leader reads the same order without its costs.
    const orderId = new URL(office.url()).pathname.split('/').pop() ?? '';
    const leaderToken = await signInViaApi(leader);
    const asLeader = await api<{ order: { id: string }; costing: unknown }>('GET', `/orders/${orderId}`, { token: leaderToken });
    await api('POST', '/auth/logout', { token: leaderToken });
    expect(asLeader.status).toBe(200);
    expect(asLeader.body.data?.costing).toBeNull();

    // ── Rain tomorrow: the board moves tomorrow's orders to the next working day, and offers the undo.
    await office.goto(`/orders/board?view=day&date=${tomorrow}`);
    await visible(boardCard(lane, 'WO-1002'));
    await office.getByRole('button', { name: /^Rain day/ }).click();
    const rain = office.getByRole('dialog', { name: 'Rain day' });
    await visible(rain);
    expect(await rain.getByLabel('Day', { exact: true }).inputValue()).toBe(tomorrow);
    await rain.getByRole('button', { name: 'Preview' }).click();
    const moves = rain.getByRole('list', { name: 'What will move' });
    await visible(moves.getByText(/WO-1002/).first());
    // The rained-off visit and the season's later visits, which keep their weekly interval.
    expect(await moves.getByRole('listitem').count()).toBe(4);
    // The client is told, with the office's words.
    await rain.getByRole('checkbox', { name: 'E-mail 1 client a notice of the new dates' }).check();
    await rain.getByLabel('Message (optional)', { exact: true }).fill('Sorry for the change: the ground is too wet to mow.');
    await checkAccessibility(office, 'rain day preview');
    const calledAt = new Date();
    await rain.getByRole('button', { name: 'Move 4 work orders' }).click();
    await visible(toast(office, /^Rain day called: 4 work orders moved\. 1 client e-mailed/));
    await expect
      .poll(async () => {
        const notice = (await outboxMessages(20, owner)).find(
          (message) => message.to.toLowerCase() === client.email && new Date(message.createdAt).getTime() >= calledAt.getTime() - 2_000,
        );
        return notice ? `${notice.subject}\n${notice.text}` : '';
      }, { timeout: 15_000 })
      .toMatch(/rain day[\s\S]*Sorry for the change: the ground is too wet to mow\.[\s\S]*Weekly Mowing: /);
    await visible(office.getByRole('button', { name: 'Undo rain day' }));
    await expect.poll(() => boardCard(lane, 'WO-1002').count()).toBe(0);
    await office.goto(`/orders/board?view=day&date=${nextWorkingDay(tomorrow)}`);
    await visible(boardCard(lane, 'WO-1002'));
    await dismissToasts(office);

    // Undo, the same day: the order is back on tomorrow's lane.
    await office.getByRole('button', { name: 'Undo rain day' }).click();
    await visible(toast(office, /^Rain day undone: /));
    await expect.poll(() => boardCard(lane, 'WO-1002').count()).toBe(0);
    await office.goto(`/orders/board?view=day&date=${tomorrow}`);
    await visible(boardCard(lane, 'WO-1002'));
    await dismissToasts(office);
    // Today's week (on a Sunday, tomorrow already starts the next one): WO-1001 is today's.
    await office.goto(`/orders/board?view=day&date=${today}`);
    await office.getByRole('button', { name: 'Week', exact: true }).click();
    await visible(office.getByRole('link', { name: 'WO-1001', exact: true }).first());
    await checkAccessibility(office, 'schedule board (week)');

    // The board on a phone: the lanes stack, nothing scrolls sideways.
    const officePhone = await browser.newPage({ viewport: PHONE, phone: true });
    await signInViaUi(officePhone, owner);
    await officePhone.goto(`/orders/board?view=day&date=${today}`);
    await visible(boardCard(officePhone.getByRole('region', { name: crewName }), 'WO-1001'));
    await fitsTheScreen(officePhone);
    await checkAccessibility(officePhone, 'schedule board (phone)');
    await officePhone.goto(`/orders/board?view=week&date=${today}`);
    await visible(officePhone.getByRole('link', { name: 'WO-1001', exact: true }).first());
    await fitsTheScreen(officePhone);
    await checkAccessibility(officePhone, 'schedule board week (phone)');

    // ── Rounds: the crew's Friday round with the client's property as its stop.
    await office.goto('/rounds');
    await visible(heading(office, 'Rounds'));
    await checkAccessibility(office, 'rounds (none yet)');
    await office.getByRole('link', { name: 'New round' }).first().click();
    await office.getByLabel('Name', { exact: true }).fill('Friday mowing, South');
    await office.getByLabel('Crew', { exact: true }).selectOption({ label: crewName });
    await office.getByLabel('Rhythm', { exact: true }).selectOption('weekly');
    await office.getByLabel('Weekday', { exact: true }).selectOption({ label: 'Friday' });
    const customerBox = office.getByRole('combobox', { name: 'Customer' });
    await customerBox.click();
    await customerBox.fill('Benton');
    await office.getByRole('option', { name: /Marisol Benton/ }).first().click();
    const property = office.getByLabel('Property', { exact: true });
    await expect.poll(() => property.isEnabled()).toBe(true);
    await property.selectOption({ index: 1 });
    await office.getByRole('button', { name: 'Add stop' }).click();
    await visible(office.getByRole('list', { name: 'Stops in driving order' }).getByText('Marisol Benton').first());
    await checkAccessibility(office, 'new round');
    await office.getByRole('button', { name: 'Create round' }).click();
    await office.waitForURL((url) => /^\/rounds\/[0-9a-f-]{36}$/.test(url.pathname));
    await office.goto('/rounds');
    const rounds = office.getByRole('list', { name: 'Rounds' });
    await visible(rounds.getByText('Friday mowing, South'));
    await visible(rounds.getByText(/1 stop · 0 located/));
    await checkAccessibility(office, 'rounds');
  });

  it('the office raises a weekly task for the crew; its leader sees it counted, ticks it off and marks it done, and the next one is made', async () => {
    const title = 'Fix broken sprinkler head, zone 3';
    // ── The office: quick add, then the detail sheet for the checklist and the repeat (desktop).
    const office = await browser.newPage({ viewport: DESKTOP });
    await signInViaUi(office, owner);
    await office.goto('/tickets');
    await visible(heading(office, 'Tasks & Assignments'));
    const quickAdd = office.getByRole('form', { name: 'Quick add a task' });
    await quickAdd.getByRole('button', { name: 'Add task' }).click();
    await visible(quickAdd.getByText('Say what needs doing'));
    await quickAdd.getByLabel('New task', { exact: true }).fill(title);
    await quickAdd.getByLabel('Assign to', { exact: true }).selectOption({ label: crewName });
    await quickAdd.getByLabel('Due date', { exact: true }).fill(today);
    await quickAdd.getByLabel('New task', { exact: true }).press('Enter');
    const row = office.getByRole('row').filter({ hasText: title });
    await visible(row);
    await visible(row.getByText(crewName));
    await checkAccessibility(office, 'tasks list');

    await row.getByRole('link', { name: 'T-1001' }).click();
    const sheet = office.getByRole('dialog');
    await visible(sheet.getByLabel('Title', { exact: true }));
    await sheet.getByPlaceholder('Add an item').fill('Replace the head and test the zone');
    await sheet.getByPlaceholder('Add an item').press('Enter');
    await sheet.getByText('Repeat this task').click();
    await sheet.getByLabel('Every', { exact: true }).fill('1');
    await sheet.getByLabel('Unit', { exact: true }).selectOption('week');
    await checkAccessibility(office, 'task detail');
    await sheet.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(office, 'T-1001 saved'));
    await office.keyboard.press('Escape');
    await dismissToasts(office);
    await office.getByRole('tab', { name: 'Board' }).click();
    await visible(office.getByRole('list', { name: 'Open tasks' }).getByText(title));
    await checkAccessibility(office, 'tasks board');

    // ── The crew leader: the task is counted beside the entry, and done from the phone.
    const phone = await browser.newPage({ viewport: PHONE });
    await signInViaUi(phone, leader);
    await phone.goto('/tickets');
    await visible(heading(phone, 'Tasks & Assignments'));
    await phone.getByRole('button', { name: 'Toggle Sidebar' }).first().click();
    const entry = phone.getByRole('link', { name: /^Tasks & Assignments/ }).first();
    await expect.poll(() => entry.getAttribute('aria-describedby')).toBeTruthy();
    await visible(entry.getByText('1'));
    await phone.keyboard.press('Escape');
    await phone.getByRole('link', { name: 'T-1001' }).first().click();
    const leaderSheet = phone.getByRole('dialog');
    await visible(leaderSheet.getByText(TICKET_CREW_LEADER_CHANGES_MESSAGE));
    await leaderSheet.getByLabel('Done: Replace the head and test the zone').click();
    await leaderSheet.getByLabel('Status', { exact: true }).selectOption('done');
    await checkAccessibility(phone, 'task detail (crew leader, phone)');
    await leaderSheet.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(phone, /^Next one due/));
    await phone.keyboard.press('Escape');
    // The next one is open, a week on, and the leader's count is still 1.
    await visible(phone.getByRole('link', { name: 'T-1002' }).first());
    await checkAccessibility(phone, 'tasks list (crew leader, phone)');
  });

  it('a crew leader records the fertiliser they applied before the visit completes, the client gets their copy, and a task raised on the lawn with a photo becomes an estimate', async () => {
    const label = await fertiliserVisit(seeded, today);
    const phone = await browser.newPage({ viewport: PHONE, phone: true });
    await signInViaUi(phone, leader);
    await phone.goto('/dispatch-end-of-day');
    await visible(heading(phone, 'My day'));
    await phone.getByRole('button', { name: new RegExp(`^Stop \\d+ .*${label}`) }).click();
    await phone.getByRole('button', { name: 'Start', exact: true }).click();
    const complete = phone.getByRole('form', { name: 'Complete the work order' });
    await visible(complete);
    await complete.getByRole('group', { name: `Hours of ${leader.firstName} ${leader.lastName}` }).getByLabel('Hours', { exact: true }).fill('0.5');
    await complete.getByRole('group', { name: `Hours of ${member.firstName} ${member.lastName}` }).getByLabel('Hours', { exact: true }).fill('0.5');
    await complete.getByLabel(`${fertiliser} (planned 1)`, { exact: true }).fill('1');
    // The fertiliser needs its Minnesota record: nothing completes until the fields are in.
    const record = complete.getByRole('group', { name: `Application record — ${fertiliser}` });
    await visible(record);
    await complete.getByRole('button', { name: 'Complete work order' }).click();
    await visible(complete.getByText('Before completing, fill in:'));
    await visible(complete.getByText(/Rate per 1,000 sq ft/).first());
    await fitsTheScreen(phone);
    await checkAccessibility(phone, 'fertiliser record on the crew’s phone');
    await record.getByLabel('Rate per 1,000 sq ft', { exact: true }).fill('3.2');
    await record.getByLabel('Area treated (sq ft)', { exact: true }).fill('6500');
    await record.getByLabel('Temperature (°F)', { exact: true }).fill('54');
    await record.getByLabel('Wind (mph)', { exact: true }).fill('6');
    await record.getByLabel('Wind direction', { exact: true }).selectOption('NW');
    const completedAt = new Date();
    await complete.getByRole('button', { name: 'Complete work order' }).click();
    await visible(phone.getByText('Completed', { exact: true }).first());
    // The client's copy of the record goes out with the completion.
    await expect
      .poll(async () => {
        const copy = (await outboxMessages(20, owner)).find(
          (message) => message.to.toLowerCase() === lawnClient.email && new Date(message.createdAt).getTime() >= completedAt.getTime() - 2_000,
        );
        return copy ? `${copy.subject}\n${copy.text}` : '';
      }, { timeout: 15_000 })
      .toMatch(/^Your lawn application record for [\s\S]*applied Lesco 24-0-11 lawn fertiliser/);
    await dismissToasts(phone);

    // ── On the same lawn: the beds would take mulch. A task with a photo, for the office.
    await phone.getByRole('button', { name: `Raise a task about ${label}` }).first().click();
    const raise = phone.getByRole('dialog', { name: 'Raise a task' });
    await raise.getByLabel('What needs doing', { exact: true }).fill('Front beds would take fresh mulch and edging');
    await raise.getByLabel('Type', { exact: true }).selectOption('upsell');
    await raise.getByLabel('Photo (optional)', { exact: true }).setInputFiles({ name: 'beds.png', mimeType: 'image/png', buffer: onePixelPng });
    await checkAccessibility(phone, 'raise a task (phone)');
    await raise.getByRole('button', { name: 'Raise task' }).click();
    await raise.waitFor({ state: 'hidden' });

    // ── The office: the upsell task, with its photo, made into an estimate for the client in one step.
    const office = await browser.newPage({ viewport: DESKTOP });
    await signInViaUi(office, owner);
    await office.goto('/tickets?type=upsell');
    const row = office.getByRole('row').filter({ hasText: 'Front beds would take fresh mulch and edging' });
    await visible(row);
    await row.getByRole('link', { name: /^T-\d+$/ }).click();
    const sheet = office.getByRole('dialog');
    await visible(sheet.getByText('1 photo'));
    await checkAccessibility(office, 'upsell task with a photo');
    await sheet.getByRole('button', { name: 'Create estimate' }).click();
    await office.waitForURL((url) => url.pathname.startsWith('/estimates/create/customer/'));
    await expect.poll(() => office.getByLabel('Description', { exact: true }).inputValue()).toBe('Front beds would take fresh mulch and edging');
    await office.getByRole('button', { name: 'Create estimate' }).click();
    await office.waitForURL((url) => /^\/estimates\/[0-9a-f-]{36}$/.test(url.pathname));
    await visible(office.getByText(`${lawnClient.firstName} ${lawnClient.lastName}`).first());
    // The task now points at the estimate it became.
    await office.goto('/tickets?type=upsell&status=active');
    await office.getByRole('row').filter({ hasText: 'Front beds would take fresh mulch and edging' }).getByRole('link', { name: /^T-\d+$/ }).click();
    await visible(office.getByRole('dialog').getByText(/Estimate #\d+ made from this task\./));

    // ── The office's records: the crew's record is complete, with its lawn's details; the report and the settings.
    await office.goto('/chemical-tracking');
    await visible(heading(office, 'Chemical Tracking'));
    const records = office.getByRole('table', { name: 'Application records' });
    const recorded = records.getByRole('row').filter({ hasText: 'Karen Lindqvist' });
    await visible(recorded.getByText('Complete', { exact: true }));
    await checkAccessibility(office, 'chemical tracking records');
    await recorded.getByRole('link').first().click();
    const detail = office.getByRole('dialog', { name: `${fertiliser} for Karen Lindqvist` });
    await visible(detail.getByText(/^20110457 · expires /));
    await visible(detail.getByText('20.8 lb'));
    await checkAccessibility(office, 'chemical application record');
    await office.keyboard.press('Escape');
    await office.getByRole('tab', { name: 'Report' }).click();
    await visible(office.getByRole('button', { name: 'Download CSV' }));
    await checkAccessibility(office, 'chemical application report');
    await office.getByRole('tab', { name: 'Settings' }).click();
    await visible(office.getByText('Minnesota (MN)'));
    await checkAccessibility(office, 'chemical application settings');
  });
});
