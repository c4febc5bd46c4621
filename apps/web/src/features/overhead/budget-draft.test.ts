import { describe, expect, it } from 'vitest';
import { budgetInputFromDraft, draftErrors, draftFromBudget, groupTotal, isDraftChanged, previewFigures } from './budget-draft';
import { aBudget } from './overhead-builders';

describe('the budget draft', () => {
  it('round-trips a saved budget', () => {
    const budget = aBudget({ directCost: { ...aBudget().directCost, directLabor: 420000.5 } });
    const input = budgetInputFromDraft(draftFromBudget(budget));
    expect(input.directCost.directLabor).toBe(420000.5);
    expect(input.OHRecoveryPercent).toEqual({ materialsOHPercentage: 10, equipmentOHPercentage: 25, subcontractorsOHPercentage: 5 });
    expect(input.year).toBe(2026);
  });

  it('adds a section to the cent with no float drift', () => {
    const draft = draftFromBudget(aBudget());
    draft.values['directCost.materials'] = '0.1';
    draft.values['directCost.equipments'] = '0.2';
    draft.values['directCost.subcontractors'] = '1,000';
    expect(groupTotal(draft, ['directCost.materials', 'directCost.equipments', 'directCost.subcontractors'])).toBe(1000.3);
  });

  it('names what the server would refuse, and previews the rest with the bad box as 0', () => {
    const draft = draftFromBudget(aBudget());
    draft.values['operatingExpense.rent'] = 'twelve';
    draft.values['directCost.directLabor'] = '-5';
    draft.values['targetNetProfitPercent'] = '100';
    expect(draftErrors(draft)).toMatchObject({
      'operatingExpense.rent': 'Rent (office and yard) must be a number',
      'directCost.directLabor': 'Direct labour (field wages) cannot be negative',
      targetNetProfitPercent: 'Target net profit must be below 100%',
    });
    const figures = previewFigures(draft);
    expect(figures.operatingExpense.rent).toBe(0);
    expect(figures.directCost.directLabor).toBe(0);
  });

  it('counts a blank box as 0 and notices real changes only', () => {
    const saved = draftFromBudget(aBudget());
    const draft = { ...saved, values: { ...saved.values, 'operatingExpense.rent': '' } };
    expect(isDraftChanged(draft, saved)).toBe(false);
    expect(isDraftChanged({ ...draft, values: { ...draft.values, 'operatingExpense.rent': '12' } }, saved)).toBe(true);
    expect(isDraftChanged({ ...saved, recoveryMethod: 'FLH' }, saved)).toBe(true);
  });
});
