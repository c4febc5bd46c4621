export * from './combined-rate';
export * from './sales-tax.schemas';
export * from './seeds';
