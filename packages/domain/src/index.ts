export * from './http.schemas.js';
