export * from './hiring';
export * from './hiring.schemas';
