export * from './legal.schemas';
