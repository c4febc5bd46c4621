export * from './capacity';
export * from './rain-day';
