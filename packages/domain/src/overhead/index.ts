export * from './budget-defaults';
export * from './calculate-overhead';
export * from './overhead-access';
export * from './overhead.schemas';
export * from './unit-price';
