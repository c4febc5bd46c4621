import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi, api, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { dismissToasts, heading, signInViaUi, toast, visible } from '../support/ui';

const { owner } = freshCompanies.peopleDevelopment;
const browser = useBrowser();

const CREW_MEMBER_RESPONSIBILITIES = ['Run the mowing route safely', 'Do the daily equipment checks'];
const employees = { noah: '', carlos: '' };

async function created<T>(answer: Promise<{ status: number; body: { data?: T } }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200 || !body.data) throw new Error(`creating ${what} answered ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * The company's values and a small chart: the owner (whose employee record carries her sign-in e-mail) over Carlos,
 * the crew leader, over the crew member's seat that Noah, the new hire, has just taken.
 */
async function seedCompany(): Promise<void> {
  const token = await signInViaApi(owner);
  try {
    const info = await created(api<{ companyInformation: { updatedAt: string } }>('GET', '/company_information', { token }), 'company information');
    await created(
      api('PUT', '/company_information', {
        token,
        body: {
          updatedAt: info.companyInformation.updatedAt,
          companyValues: {
            coreValues: [
              { name: 'Safety first', practice: 'Glasses and ear protection on every job' },
              { name: 'Own the result', practice: 'We walk the property before we leave' },
            ],
          },
        },
      }),
      'the core values',
    );
    const employee = async (body: Record<string, unknown>) =>
      (await created(api<{ employee: { id: string } }>('POST', '/employees', { token, body: { department: 'Maintenance', payType: 'hourly', payRate: 20, ...body } }), String(body.firstName))).employee.id;
    const rowan = await employee({ firstName: owner.firstName, lastName: owner.lastName, email: owner.email, employeeId: 'H-1', department: 'Office', position: 'Owner', payType: 'salary', payRate: 90_000 });
    employees.carlos = await employee({ firstName: 'Carlos', lastName: 'Mendoza', employeeId: 'H-2', position: 'Crew Leader' });
    employees.noah = await employee({ firstName: 'Noah', lastName: 'Lindgren', employeeId: 'H-3', position: 'Labourer' });
    const position = async (body: Record<string, unknown>) => (await created(api<{ position: { id: string } }>('POST', '/org_positions', { token, body }), String(body.title))).position.id;
    const top = await position({ title: 'Owner', department: 'Office', employeeIds: [rowan] });
    const leader = await position({ title: 'Crew Leader', department: 'Maintenance', reportsToId: top, keyResponsibilities: ['Lead the crew on site'], employeeIds: [employees.carlos], y: 200 });
    await position({ title: 'Crew Member', department: 'Maintenance', reportsToId: leader, keyResponsibilities: CREW_MEMBER_RESPONSIBILITIES, employeeIds: [employees.noah], y: 400 });
  } finally {
    await api('POST', '/auth/logout', { token });
  }
}

async function asOwner<T>(path: string): Promise<T> {
  const token = await signInViaApi(owner);
  try {
    return await created(api<T>('GET', path, { token }), path);
  } finally {
    await api('POST', '/auth/logout', { token });
  }
}

async function signedIn(path: string): Promise<Page> {
  const page = await browser.newPage();
  await signInViaUi(page, owner);
  await page.goto(path);
  return page;
}

/** Picks an answer of a segmented control: the radio is visually hidden inside its label, which is what a person clicks. */
async function choose(group: Locator, answer: string): Promise<void> {
  await group.locator('label', { has: group.page().getByRole('radio', { name: answer, exact: true }) }).click();
}

describe('people development', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(owner);
    await seedCompany();
  });

  it('assigns a new hire the crew member’s 30-day checklist from the hub, and signs items off', async () => {
    const page = await signedIn('/business-development/people');
    await visible(heading(page, 'People Development'));
    await visible(page.getByText('Nobody onboarding now'));
    await checkAccessibility(page, 'people development hub');

    await page.getByRole('link', { name: 'Open 30-day onboarding' }).click();
    await visible(heading(page, '30-Day Onboarding'));
    await visible(page.getByText('Nobody is onboarding now'));
    // The checklists by position: the crew member's generated from its responsibilities.
    await page.getByLabel('Position', { exact: true }).selectOption({ label: 'Crew Member (generated)' });
    const checklist = page.getByRole('form', { name: 'Checklist for Crew Member' });
    await visible(checklist.locator(`input[value="${CREW_MEMBER_RESPONSIBILITIES[0]}"]`));
    await checkAccessibility(page, '30-day onboarding');

    await page.getByRole('button', { name: 'Assign onboarding' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign 30-day onboarding' });
    await visible(dialog);
    await dialog.getByLabel('New hire').selectOption({ label: 'Noah Lindgren' });
    // His seat's checklist is chosen for him.
    await expect.poll(() => dialog.getByLabel('Position').inputValue()).not.toBe('');
    await checkAccessibility(page, 'assign onboarding dialog');
    await dialog.getByRole('button', { name: 'Assign checklist' }).click();
    await visible(toast(page, 'Onboarding assigned to Noah Lindgren'));

    const card = page.getByRole('article', { name: 'Noah Lindgren' });
    await visible(card);
    await visible(card.getByText('Day 1 of 30'));
    await visible(card.getByText('0 of 9 signed off'));
    await card.getByRole('checkbox', { name: 'Safety training: PPE, lifting, heat and the job-site rules' }).click();
    await visible(toast(page, 'Signed off'));
    await visible(card.getByText('1 of 9 signed off'));
    await visible(card.getByText(`Signed off by ${owner.firstName} ${owner.lastName}`, { exact: false }));
    await card.getByRole('checkbox', { name: CREW_MEMBER_RESPONSIBILITIES[0]! }).click();
    await visible(card.getByText('2 of 9 signed off'));
    await dismissToasts(page);
    await checkAccessibility(page, '30-day onboarding with a new hire');

    const overview = await asOwner<{ assignments: Array<{ employee: { id: string }; progress: { signedOff: number; total: number } }> }>('/people_development/onboarding');
    expect(overview.assignments.map((each) => [each.employee.id, each.progress.signedOff, each.progress.total])).toEqual([[employees.noah, 2, 9]]);
  });

  it('holds a one-on-one whose commitment shows as a to-do on Annual & Quarterly Planning', async () => {
    const page = await signedIn('/business-development/people/one-on-one-meetings');
    await visible(heading(page, 'One-on-One Meetings'));
    await visible(page.getByText('No one-on-ones yet'));
    await checkAccessibility(page, 'one-on-one meetings');

    await page.getByRole('button', { name: 'Record a one-on-one' }).click();
    const form = page.getByRole('form', { name: 'Record a one-on-one' });
    await form.getByLabel('Employee').selectOption({ label: 'Noah Lindgren' });
    await form.getByLabel('Notes').fill('First week: safety done; the trailer hitch-up needs practice.');
    await form.getByRole('button', { name: 'Add a commitment' }).click();
    const commitment = form.getByRole('group', { name: 'Commitment 1' });
    await commitment.getByLabel('Commitment', { exact: true }).fill('Show Noah the trailer hitch-up again');
    // Noah has no sign-in: the one holding the meeting owns it.
    expect(await commitment.getByLabel('Owner', { exact: true }).locator('option:checked').textContent()).toBe(`${owner.firstName} ${owner.lastName}`);
    await checkAccessibility(page, 'one-on-one form');
    await form.getByRole('button', { name: 'Record one-on-one' }).click();
    await visible(toast(page, 'One-on-one recorded'));
    const meeting = page.getByRole('article', { name: 'Noah Lindgren with Carlos Mendoza' });
    await visible(meeting.getByText('Show Noah the trailer hitch-up again'));
    await visible(meeting.getByText('Open', { exact: true }));

    await page.getByText(/^Commitments are to-dos/).getByRole('link', { name: 'Annual & Quarterly Planning' }).click();
    await visible(heading(page, 'Annual & Quarterly Planning'));
    await visible(page.getByText('Show Noah the trailer hitch-up again').first());
  });

  it('writes a quarterly review, shares it, and finds it in the employee’s history', async () => {
    const page = await signedIn('/business-development/people/quarterly-reviews');
    await visible(heading(page, 'Quarterly Reviews'));
    const dates = page.getByRole('table', { name: 'Review dates' });
    await visible(dates.getByRole('button', { name: 'Review Noah Lindgren' }));
    await checkAccessibility(page, 'quarterly reviews');

    await dates.getByRole('button', { name: 'Review Noah Lindgren' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('employee')).toBe(employees.noah);
    await visible(page.getByText('No reviews of Noah Lindgren yet'));
    await page.getByRole('button', { name: /^Start the Q\d \d{4} review$/ }).first().click();
    const review = page.getByRole('article', { name: /^Noah Lindgren · Q\d \d{4} review$/ });
    await visible(review);
    await visible(review.getByText('Crew Member', { exact: false }).first());

    await choose(review.getByRole('group', { name: 'Safety first' }), '+ Lives it');
    await choose(review.getByRole('group', { name: 'Own the result' }), '± Sometimes');
    for (const responsibility of CREW_MEMBER_RESPONSIBILITIES) await choose(review.getByRole('group', { name: responsibility }), 'Meets');
    for (const question of ['Gets it', 'Wants it', 'Capacity to do it']) await choose(review.getByRole('group', { name: question, exact: true }), 'Yes');
    await review.getByLabel('Comments').fill('A safe, steady first month. Practise the trailer hitch-up.');
    await visible(review.getByText('Above the bar', { exact: true }));
    await checkAccessibility(page, 'quarterly review form');
    await review.getByRole('button', { name: 'Share with Noah Lindgren' }).click();
    await visible(toast(page, 'Review shared with Noah Lindgren'));

    const history = page.getByRole('list', { name: 'Noah Lindgren’s reviews' });
    await visible(history.getByText('Shared', { exact: true }));
    await visible(history.getByText('Above the bar', { exact: true }));
    const reviews = await asOwner<{ reviews: Array<{ status: string; comments: string; summary: { aboveTheBar: boolean | null } }> }>(`/people_development/reviews?employeeId=${employees.noah}`);
    expect(reviews.reviews.map((each) => [each.status, each.comments, each.summary.aboveTheBar])).toEqual([['shared', 'A safe, steady first month. Practise the trailer hitch-up.', true]]);

    // The hub's figures follow: one new hire onboarding, one one-on-one this month.
    await page.goto('/business-development/people');
    await visible(page.getByText('1 new hire onboarding'));
    await visible(page.getByText('1 one-on-one this month'));
  });
});
