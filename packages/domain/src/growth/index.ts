export * from './profit-accelerator';
export * from './budget-projections';
export * from './budget-projections.schemas';
export * from './health-scorecard';
export * from './growth-ceiling';
export * from './growth-ceiling.schemas';
