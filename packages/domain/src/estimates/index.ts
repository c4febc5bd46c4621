export * from './estimate-calculation';
