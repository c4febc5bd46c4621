export * from './scorecard';
export * from './scorecard.schemas';
