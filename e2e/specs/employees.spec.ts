import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi, api, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { heading, signInViaUi, toast, dismissToasts, visible } from '../support/ui';

const { owner } = freshCompanies.people;
const browser = useBrowser();

/** Two people already on the roster, in two departments, so the department filter has something to tell apart. */
async function seedRoster(): Promise<void> {
  const token = await signInViaApi(owner);
  const people = [
    { firstName: 'Rosa', lastName: 'Delgado', employeeId: 'OH-001', department: 'Maintenance', position: 'Crew Leader', payRate: 28, laborBurdenPercent: 22 },
    { firstName: 'Ben', lastName: 'Okafor', employeeId: 'OH-002', department: 'Irrigation', position: 'Irrigation Technician', payRate: 26, laborBurdenPercent: 22 },
  ];
  for (const body of people) {
    const answer = await api('POST', '/employees', { token, body });
    if (answer.status !== 200 && answer.status !== 201) throw new Error(`seeding an employee answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  await api('POST', '/auth/logout', { token });
}

describe('people: employees and crews', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(owner);
    await seedRoster();
  });

  it('adds an employee, filters the roster by department, and puts the new employee on a crew as its leader', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/employees');
    await visible(heading(page, 'Employees'));
    const table = page.getByRole('table', { name: 'Employees' });
    await visible(table.getByText('Rosa Delgado'));
    await checkAccessibility(page, 'employees');

    // Add: a save with missing fields is refused inline, then the full record goes in.
    await page.getByRole('button', { name: 'Add employee' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add employee' });
    await visible(dialog);
    await dialog.getByLabel('First name', { exact: true }).fill('Nora');
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await visible(dialog.getByText('Employee ID is required'));
    await checkAccessibility(page, 'add employee dialog');
    expect(await dialog.getByLabel('First name', { exact: true }).inputValue()).toBe('Nora');

    await dialog.getByLabel('Last name', { exact: true }).fill('Quinn');
    await dialog.getByLabel('Email', { exact: true }).fill('nora.quinn@oakhollow.test');
    await dialog.getByLabel('Employee ID', { exact: true }).fill('OH-003');
    await dialog.getByLabel('Department', { exact: true }).fill('Installation');
    await dialog.getByLabel('Position', { exact: true }).fill('Installation Lead');
    await dialog.getByLabel('Manager', { exact: true }).selectOption({ label: 'Rosa Delgado' });
    await dialog.getByLabel('Pay rate ($ per hour)').fill('30');
    await dialog.getByLabel('Labor burden (%)').fill('20');
    await dialog.getByRole('button', { name: 'Add certification' }).click();
    await dialog.getByLabel('Certification', { exact: true }).fill('Pesticide applicator licence');
    await dialog.getByLabel('Number', { exact: true }).fill('MN-20931');
    await dialog.getByLabel('Contact name').fill('Eli Quinn');
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await visible(toast(page, 'Employee Nora Quinn added successfully'));
    const nora = table.getByRole('row').filter({ hasText: 'Nora Quinn' });
    await visible(nora);
    await visible(nora.getByText('$36.00')); // 30 $/h plus 20 % burden

    // Filter by department: only the Installation person stays, also after the server has answered.
    await page.getByLabel('Department', { exact: true }).selectOption('Installation');
    await visible(table.getByText('Nora Quinn'));
    // Rosa (OH-001, Maintenance) leaves the table; her name stays only as Nora's manager.
    await table.getByText('OH-001').waitFor({ state: 'detached' });
    await expect.poll(() => table.getByRole('row').count()).toBe(2); // header + Nora
    await page.getByLabel('Department', { exact: true }).selectOption('');
    await visible(table.getByText('Ben Okafor'));

    // A crew, and Nora on it as its leader.
    await page.goto('/crews');
    await visible(heading(page, 'Crews'));
    await checkAccessibility(page, 'crews, empty');
    await page.getByRole('button', { name: 'Add crew' }).first().click();
    const crewDialog = page.getByRole('dialog', { name: 'Add crew' });
    await crewDialog.getByLabel('Crew name', { exact: true }).fill('Install Crew 1');
    await crewDialog.getByLabel('Description', { exact: true }).fill('Patios, walls and plantings');
    await crewDialog.getByLabel('Specialization', { exact: true }).selectOption('installation');
    await crewDialog.getByRole('button', { name: 'Add crew' }).click();
    await visible(toast(page, 'Crew Install Crew 1 added successfully'));

    await page.getByRole('button', { name: 'Manage members of Install Crew 1' }).click();
    const members = page.getByRole('dialog', { name: 'Members of Install Crew 1' });
    await visible(members);
    // Checked once the 'added' toast has gone: axe misjudges the contrast of a toast fading or stacked behind another.
    await dismissToasts(page);
    await checkAccessibility(page, 'crew members dialog');
    await members.getByLabel('Employee', { exact: true }).selectOption({ label: 'Nora Quinn — Installation Lead' });
    await members.getByLabel('Role', { exact: true }).selectOption('leader');
    await members.getByRole('button', { name: 'Assign' }).click();
    await visible(toast(page, 'Nora Quinn assigned successfully'));
    await visible(members.getByLabel('Role of Nora Quinn'));
    expect(await members.getByLabel('Role of Nora Quinn').inputValue()).toBe('leader');
    await visible(members.getByText('1 member · $36.00 loaded labour cost per hour'));
    await page.keyboard.press('Escape');

    // It stays after a reload: the card lists Nora as the leader, with the crew's size and cost.
    await page.reload();
    const card = page.getByRole('article', { name: 'Install Crew 1' });
    await visible(card);
    await visible(card.getByRole('list', { name: 'Members of Install Crew 1' }).getByText('Nora Quinn'));
    await visible(card.getByText('Leader'));
    await visible(card.getByText('$36.00'));
    await checkAccessibility(page, 'crews');

    // Search finds the crew by a word of its description.
    await page.getByRole('searchbox', { name: 'Search crews' }).fill('walls');
    await visible(card);
    await page.getByRole('searchbox', { name: 'Search crews' }).fill('snow');
    await visible(page.getByText('No crews match these filters.'));
  });
});
