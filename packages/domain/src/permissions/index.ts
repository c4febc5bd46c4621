export * from './catalogue';
export * from './permission.schemas';
export * from './route-access';
