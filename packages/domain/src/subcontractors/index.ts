export * from '../products/price-book';
export * from './insurance';
export * from './subcontractors.schemas';
