export * from './route-optimisation';
