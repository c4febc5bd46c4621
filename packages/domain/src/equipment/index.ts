export * from '../products/price-book';
export * from './cost-per-hour';
export * from './equipment.schemas';
export * from './upkeep-rules';
export * from './upkeep.schemas';
