export * from './proposal-lines';
export * from './proposals.schemas';
