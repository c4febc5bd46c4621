export * from './income-divisions.schemas';
