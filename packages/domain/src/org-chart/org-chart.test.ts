import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOrgPositionInputSchema, treeLayout, updateCoordinatesInputSchema, wouldCreateReportingCycle } from './index';

describe('wouldCreateReportingCycle', () => {
  const chart = [
    { id: 'owner', reportsToId: null },
    { id: 'ops', reportsToId: 'owner' },
    { id: 'foreman', reportsToId: 'ops' },
  ];
  it('refuses reporting to itself or to one of its reports', () => {
    expect(wouldCreateReportingCycle(chart, 'owner', 'owner')).toBe(true);
    expect(wouldCreateReportingCycle(chart, 'owner', 'foreman')).toBe(true);
    expect(wouldCreateReportingCycle(chart, 'foreman', 'owner')).toBe(false);
    expect(wouldCreateReportingCycle(chart, 'ops', null)).toBe(false);
  });
});

describe('treeLayout', () => {
  it('puts each level on its own row and a parent centred over its reports', () => {
    const layout = treeLayout(
      [
        { id: 'owner', reportsToId: null },
        { id: 'ops', reportsToId: 'owner' },
        { id: 'office', reportsToId: 'owner' },
        { id: 'crew', reportsToId: 'ops' },
      ],
      { nodeWidth: 100, levelHeight: 50 },
    );
    expect(layout.get('owner')).toEqual({ x: 50, y: 0 });
    expect(layout.get('ops')).toEqual({ x: 0, y: 50 });
    expect(layout.get('office')).toEqual({ x: 100, y: 50 });
    expect(layout.get('crew')).toEqual({ x: 0, y: 100 });
  });

  it('places every position exactly once, never two on the same spot, whatever the links', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat(14), { nil: null }), { minLength: 1, maxLength: 15 }), (parents) => {
        const positions = parents.map((parent, index) => ({ id: `p${index}`, reportsToId: parent === null ? null : `p${parent}` }));
        const layout = treeLayout(positions);
        expect(layout.size).toBe(positions.length);
        const spots = new Set([...layout.values()].map(({ x, y }) => `${x}:${y}`));
        expect(spots.size).toBe(positions.length);
      }),
    );
  });
});

describe('org chart schemas', () => {
  it('needs a title unless a template is given', () => {
    expect(createOrgPositionInputSchema.safeParse({}).success).toBe(false);
    expect(createOrgPositionInputSchema.safeParse({ templateId: '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f' }).success).toBe(true);
    expect(createOrgPositionInputSchema.parse({ title: 'Owner', employeeIds: [] })).toMatchObject({ x: 0, y: 0, reportsToId: null });
  });

  it('refuses coordinates that are not finite numbers', () => {
    expect(updateCoordinatesInputSchema.safeParse({ x: 'a', y: 1 }).success).toBe(false);
    expect(updateCoordinatesInputSchema.safeParse({ x: 1e9, y: 1 }).success).toBe(false);
    expect(updateCoordinatesInputSchema.parse({ x: -12.5, y: 300 })).toEqual({ x: -12.5, y: 300 });
  });
});
