export * from './api-client';
export * from './query-client';
export * from './session';
export * from './subscription';
export * from './toast';
