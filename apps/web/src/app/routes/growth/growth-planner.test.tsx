import type { Role } from '@groundwork/domain/auth';
import { growthPlan, growthPlanMessages, growthPlanSettingsSchema, type GrowthCompany, type GrowthPlanView } from '@groundwork/domain/growth';
import { defaultOverheadBudget, type OverheadBudget } from '@groundwork/domain/overhead';
import { permissionsForRole } from '@groundwork/domain/permissions';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const defaults = defaultOverheadBudget(2026);
const budget: OverheadBudget = {
  ...defaults,
  id: '0b9f3c4e-3f55-4c55-9d7e-1d2f3a4b5c6d',
  name: 'Plan 2026',
  active: true,
  billableLaborHours: 10_000,
  directCost: { directLabor: 400_000, directLaborBurden: 0, materials: 100_000, equipments: 0, subcontractors: 0 },
  operatingExpense: { ...defaults.operatingExpense, rent: 200_000 },
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};
const company: GrowthCompany = { crews: [], equipmentUnits: 0, positions: [] };
const settings = growthPlanSettingsSchema.parse({});
const withBudget: GrowthPlanView = { settings, updatedAt: null, updatedBy: null, budget, company, outcome: growthPlan(budget, company, settings) };
const withoutBudget: GrowthPlanView = { settings, updatedAt: null, updatedBy: null, budget: null, company, outcome: { ok: false, reason: growthPlanMessages.noActiveBudget } };

function signedIn(role: Role, view: Response) {
  const user = aUser({ role });
  const company = aCompany({ permissions: permissionsForRole(aCompany().permissions, role) });
  storeSession({ user, company });
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user, company }), 'GET /api/v2/growth_plan': view });
}

afterEach(() => vi.unstubAllGlobals());

describe('/business-development/growth-ceiling', () => {
  it('shows the plan, editable by an admin', async () => {
    signedIn('admin', ok(withBudget));
    renderApp('/business-development/growth-ceiling');
    expect(await screen.findByRole('heading', { name: 'Growth Planner', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'What each year needs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save plan' })).toBeInTheDocument();
  });

  it('is read only for an estimator', async () => {
    signedIn('estimator', ok(withBudget));
    renderApp('/business-development/growth-ceiling');
    expect(await screen.findByText('You can read this plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save plan' })).not.toBeInTheDocument();
  });

  it('offers to set up the budget when there is no active one', async () => {
    signedIn('office_manager', ok(withoutBudget));
    renderApp('/business-development/growth-ceiling');
    expect(await screen.findByText('No active P&L budget yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up the budget' })).toHaveAttribute('href', '/budget-pricing');
  });

  it('says when the plan cannot be loaded, and offers to try again', async () => {
    signedIn('admin', fail(503, 'The database is not available right now.', 'SERVICE_UNAVAILABLE'));
    renderApp('/business-development/growth-ceiling');
    expect(await screen.findByText('Could not load the growth plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
