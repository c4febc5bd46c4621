export * from './capacity';
export * from './rain-day';
export * from './orders.schemas';
export * from './board.schemas';
export * from './job-costing';
