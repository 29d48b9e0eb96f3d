export * from './antd-scope';
export * from './api-client';
export * from './providers';
export * from './query-client';
export * from './session';
export * from './subscription';
export * from './theme';
export * from './toast';
