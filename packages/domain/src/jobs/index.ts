export * from './jobs.schemas';
export * from './visit-dates';
