export * from './profit-accelerator';
export * from './health-scorecard';
