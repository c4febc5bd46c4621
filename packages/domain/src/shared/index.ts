export * from './constants';
export * from './envelope';
export * from './fields';
export * from './decimal';
export * from './calendar';
export * from './storable-text';
export * from './money-split';
export * from './money-format';
