export * from './auth';
export * from './companies';
export * from './legal';
export * from './outbox';
export * from './users';
