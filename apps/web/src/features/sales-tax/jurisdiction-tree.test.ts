import type { Jurisdiction } from '@groundwork/domain/sales-tax';
import { describe, expect, it } from 'vitest';
import { jurisdictionLabel, jurisdictionRows, visibleJurisdictionRows } from './jurisdiction-tree';

let next = 0;
function aJurisdiction(name: string, type: Jurisdiction['type'], parent: Jurisdiction | null = null): Jurisdiction {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name,
    type,
    code: name.toUpperCase().replaceAll(' ', '-'),
    parentJurisdictionId: parent?.id ?? null,
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const us = aJurisdiction('United States', 'country');
const canada = aJurisdiction('Canada', 'country');
const minnesota = aJurisdiction('Minnesota', 'state', us);
const california = aJurisdiction('California', 'state', us);
const hennepin = aJurisdiction('Hennepin County', 'county', minnesota);
const minneapolis = aJurisdiction('Minneapolis', 'city', hennepin);
const all = [minneapolis, hennepin, minnesota, california, canada, us];

describe('jurisdictionRows', () => {
  it('orders country → state → county → city, alphabetically within a level, with depths', () => {
    const rows = jurisdictionRows(all);
    expect(rows.map((row) => `${'-'.repeat(row.depth)}${row.jurisdiction.name}`)).toEqual([
      'Canada',
      'United States',
      '-California',
      '-Minnesota',
      '--Hennepin County',
      '---Minneapolis',
    ]);
    expect(jurisdictionLabel(rows[5]!)).toBe('United States › Minnesota › Hennepin County › Minneapolis');
    expect(rows.find((row) => row.jurisdiction.id === minnesota.id)?.hasChildren).toBe(true);
  });

  it('starts a branch of its own for a jurisdiction whose parent is missing', () => {
    const rows = jurisdictionRows([hennepin, minneapolis]);
    expect(rows.map((row) => [row.jurisdiction.name, row.depth])).toEqual([
      ['Hennepin County', 0],
      ['Minneapolis', 1],
    ]);
  });
});

describe('visibleJurisdictionRows', () => {
  const rows = jurisdictionRows(all);

  it('hides everything under a collapsed jurisdiction', () => {
    const shown = visibleJurisdictionRows(rows, new Set([minnesota.id]), '');
    expect(shown.map((row) => row.jurisdiction.name)).toEqual(['Canada', 'United States', 'California', 'Minnesota']);
  });

  it('shows matches of a search with the jurisdictions above them, even when collapsed', () => {
    const shown = visibleJurisdictionRows(rows, new Set([us.id]), 'minneap');
    expect(shown.map((row) => row.jurisdiction.name)).toEqual(['United States', 'Minnesota', 'Hennepin County', 'Minneapolis']);
  });
});
