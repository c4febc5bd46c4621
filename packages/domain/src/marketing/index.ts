export * from './avatar';
export * from './calendar';
export * from './channel-returns';
export * from './funnel';
export * from './marketing.schemas';
