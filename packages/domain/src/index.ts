export * from './http.schemas.js';
export * from './constants.js';
export * from './input-filters.js';
export * from './messages.js';
export * from './money.js';
export * from './patterns.js';
export * from './phone.js';
export * from './validation.schemas.js';
