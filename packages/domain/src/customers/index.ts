export * from './contact.schemas';
export * from './customer-search';
export * from './customers.schemas';
