export * from './profit-accelerator';
export * from './budget-projections';
export * from './budget-projections.schemas';
export * from './health-scorecard';
