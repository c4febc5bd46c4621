export * from './quickbooks.schemas';
export * from './quickbooks-bodies';
