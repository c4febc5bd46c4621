export * from './jobs.schemas';
export * from './visit-dates';
export * from './estimate-jobs';
export * from './callback-costing';
