export * from './estimate-calculation';
export * from './estimates.schemas';
