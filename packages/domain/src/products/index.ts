export * from './price-book';
export * from './product-price';
export * from './products.schemas';
