export * from './store';
export * from './store.schemas';
