export * from './envelope';
export * from './plans';
export * from './paygo';
export * from './health';
