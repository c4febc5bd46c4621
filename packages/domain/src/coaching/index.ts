export * from './programme';
export * from './coaching.schemas';
