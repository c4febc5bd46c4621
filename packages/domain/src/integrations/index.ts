export * from './calendar-feed';
export * from './integrations.schemas';
export * from './webhooks';
