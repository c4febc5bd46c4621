export * from './dispatch.schemas';
export * from './time-entries';
export * from './timesheet-csv';
