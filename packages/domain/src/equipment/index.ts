export * from '../products/price-book';
export * from './cost-per-hour';
export * from './equipment.schemas';
