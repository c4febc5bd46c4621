export * from './route-optimisation';
export * from './rounds.schemas';
