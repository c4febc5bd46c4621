import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptTermsViaApi, api, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { heading, signInViaUi, visible } from '../support/ui';

const browser = useBrowser();
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The demo company (seeded by the global setup): its owner, and Carlos, who leads Maintenance Crew B (same password). */
const demoOwner = () => ({ ...inject('demoOwner'), firstName: 'Dana', lastName: 'Whitfield' });
const crewLeader = () => ({ email: 'carlos.mendoza@demo-landscaping.test', password: inject('demoOwner').password, firstName: 'Carlos', lastName: 'Mendoza' });

const SOP_TITLE = 'Trimmer line change';
const STEPS = ['Engine off and spark plug boot pulled', 'Line wound in the arrow’s direction'];

async function noPageOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * A Weekly Mowing visit on Carlos's crew today (the demo's route works his crew on Tuesdays and Thursdays, and a crew
 * leader sees today): a one-off order of that service for a demo customer, made by the office through the API.
 */
async function aMowingOrderOfCarlosToday(): Promise<{ orderId: string; label: string }> {
  const leaderToken = await signInViaApi(crewLeader());
  const token = await signInViaApi(demoOwner());
  try {
    const today = (await api<{ day: { date: string } }>('GET', '/dispatch/day', { token: leaderToken })).body.data!.day.date;
    const services = (await api<{ services: Array<{ id: string; name: string }> }>('GET', '/services', { token })).body.data!.services;
    const crews = (await api<{ crews: Array<{ id: string; name: string }> }>('GET', '/crews?page=1&limit=50', { token })).body.data!.crews;
    const customers = (await api<{ customers: Array<{ id: string }> }>('GET', '/customers?page=1&limit=1', { token })).body.data!.customers;
    const made = await api<{ order: { id: string; number: number } }>('POST', '/orders', {
      token,
      body: {
        customerId: customers[0]!.id,
        serviceId: services.find((service) => service.name === 'Weekly Mowing')!.id,
        title: 'Weekly Mowing (extra visit)',
        crewId: crews.find((crew) => crew.name === 'Maintenance Crew B')!.id,
        date: today,
        budgetedHours: 0.75,
      },
    });
    if (made.status !== 200 && made.status !== 201) throw new Error(`making the mowing order answered ${made.status} ${JSON.stringify(made.body)}`);
    return { orderId: made.body.data!.order.id, label: `WO-${made.body.data!.order.number}` };
  } finally {
    await api('POST', '/auth/logout', { token });
    await api('POST', '/auth/logout', { token: leaderToken });
  }
}

/** The editor's autosave after typing: "Unsaved changes" at once, then "Saved" once the server has it. */
async function savedAfterTyping(page: Page): Promise<void> {
  const status = page.getByRole('status').filter({ hasText: /^(Unsaved changes|Saving…|Saved)$/ });
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).not.toBe('Saved');
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Saved');
}

describe('documents and SOPs: an SOP’s checklist reaches the crew, and two writers never overwrite each other', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(demoOwner());
    await acceptTermsViaApi(crewLeader());
  });

  it('the owner writes an SOP with a checklist, attaches it to Weekly Mowing and publishes it; the crew leader ticks it on a mowing order on a phone', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInViaUi(page, demoOwner());
    await page.goto('/business-development/sops');
    await visible(heading(page, 'Standard Operating Procedures'));
    await visible(page.getByRole('link', { name: 'Mower safety pre-start' }));
    await checkAccessibility(page, 'SOP list');

    await page.getByRole('button', { name: 'New SOP' }).click();
    const dialog = page.getByRole('dialog', { name: 'New SOP' });
    await dialog.getByLabel('Title').fill(SOP_TITLE);
    await dialog.getByLabel('Department').fill('Operations');
    await dialog.getByRole('radio', { name: /Blank SOP/ }).check();
    await checkAccessibility(page, 'new SOP dialog');
    await dialog.getByRole('button', { name: 'Create SOP' }).click();
    await visible(heading(page, SOP_TITLE));

    // The text: a line, then "/" opens the block menu; Checklist turns the line into steps.
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('Change the line before it runs out on a property.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('/check');
    await visible(page.getByRole('listbox', { name: 'Insert a block' }));
    await page.keyboard.press('Enter');
    await page.keyboard.type(STEPS[0]!);
    await page.keyboard.press('Enter');
    await page.keyboard.type(STEPS[1]!);
    await savedAfterTyping(page);
    await checkAccessibility(page, 'SOP editor');

    // The checklist appears under the SOP once saved; attach it to Weekly Mowing.
    const checklists = page.getByRole('list', { name: 'Checklists' });
    await visible(checklists.getByText('2 steps · on no service'), 15_000);
    await checklists.getByRole('button', { name: 'Attach to services' }).click();
    const attach = page.getByRole('dialog', { name: /Attach/ });
    await attach.getByRole('checkbox', { name: 'Weekly Mowing' }).click();
    await attach.getByRole('button', { name: 'Save' }).click();
    await visible(checklists.getByText('2 steps · on Weekly Mowing'));

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
    await visible(page.getByText('Published', { exact: true }).first());
    await page.context().close();

    // ── Carlos on a phone: a mowing order of his crew shows the new checklist beside the seeded one.
    const { orderId, label } = await aMowingOrderOfCarlosToday();
    const phone = await browser.newPage({ viewport: PHONE, phone: true });
    await signInViaUi(phone, crewLeader());
    await phone.goto(`/dispatch-end-of-day?order=${orderId}`);
    const section = phone.getByRole('region', { name: 'Checklists' });
    await visible(section, 20_000);
    await visible(section.getByText(`From the SOP “${SOP_TITLE}”`));
    await visible(section.getByText('From the SOP “Mower safety pre-start”'));
    const step = section.getByRole('checkbox', { name: STEPS[0] });
    await step.click();
    await expect.poll(() => step.getAttribute('data-state')).toBe('checked');
    await visible(section.getByText('Last ticked by Carlos Mendoza').first());
    await noPageOverflow(phone);
    await checkAccessibility(phone, `crew leader order ${label} with SOP checklists (phone)`);

    // The SOP is a tap away; Carlos reads it and says so.
    await section.getByRole('link', { name: 'Read the SOP' }).last().click();
    await visible(heading(phone, SOP_TITLE));
    await visible(phone.getByText('Read only: admins and office managers write SOPs.'));
    await phone.getByRole('button', { name: 'I have read this' }).click();
    await visible(phone.getByText('You have read this SOP'));
    await noPageOverflow(phone);
    await checkAccessibility(phone, 'SOP read by a crew leader (phone)');
    await phone.context().close();
  });

  it('the same document open in two browsers: the second save is told, keeps its text, and can keep it', async () => {
    const first = await browser.newPage({ viewport: DESKTOP });
    const second = await browser.newPage({ viewport: DESKTOP });
    await signInViaUi(first, demoOwner());
    await signInViaUi(second, demoOwner());
    await first.goto('/document-editor');
    await visible(heading(first, 'Document Editor'));
    await checkAccessibility(first, 'document list');
    await first.getByRole('button', { name: /^Safety talk: heat and hydration/ }).click();
    const url = first.url();
    await second.goto(url);

    const body = (page: Page) => page.locator('.ProseMirror');
    await visible(body(first));
    await visible(body(second));
    await checkAccessibility(first, 'document editor');

    await body(first).click();
    await first.keyboard.press('Control+End');
    await first.keyboard.type(' First writer’s line.');
    await savedAfterTyping(first);

    await body(second).click();
    await second.keyboard.press('Control+End');
    await second.keyboard.type(' Second writer’s line.');
    await visible(second.getByText('Someone else saved this document since you opened it'), 15_000);
    // Nothing typed is lost: the second writer's line is still on screen.
    await visible(body(second).getByText(/Second writer’s line\./));
    await checkAccessibility(second, 'document editor with a stale save');

    await second.getByRole('button', { name: 'Keep mine' }).click();
    await visible(second.getByRole('status').filter({ hasText: /^Saved$/ }), 15_000);
    await first.reload();
    await visible(body(first).getByText(/Second writer’s line\./));

    // The history has both writers' saves; an export is a PDF.
    await first.getByRole('button', { name: 'History' }).click();
    await visible(first.getByRole('list', { name: 'Versions' }));
    await first.keyboard.press('Escape');
    const download = first.waitForEvent('download');
    await first.getByRole('button', { name: 'Export PDF' }).click();
    expect((await download).suggestedFilename()).toBe('Safety talk: heat and hydration.pdf'.replace(/[\\/:*?"<>|]/g, ''));
    await first.context().close();
    await second.context().close();
  });
});
