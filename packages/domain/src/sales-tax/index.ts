export * from './combined-rate';
export * from './sales-tax.schemas';
export * from './seeds';
export * from './client-tax-rate';
