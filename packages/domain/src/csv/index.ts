export * from './csv';
export * from './customer-csv';
