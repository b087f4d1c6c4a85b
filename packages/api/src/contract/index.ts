export * from './envelope';
export * from './plans';
export * from './paygo';
export * from './health';
export * from './validation';
export * from './auth';
export * from './users';
export * from './billing';
