export * from './meetings';
export * from './meetings.schemas';
