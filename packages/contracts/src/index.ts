export * from './billing';
export * from './common';
export * from './identity';
export * from './story';
export * from './story-constants';
export * from './words';
export * from './community';
export * from './marketplace';
