export * from './store';
export * from './store.schemas';
export * from './booking-lines';
