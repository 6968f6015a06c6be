export * from './users';
export * from './persons';
export * from './opportunities';
export * from './links';
export * from './rateLimits';
export * from './syncJobs';
export * from './views';
export * from './audit';
