import { describeAreaFuzz } from './fuzz-routes.js';

await describeAreaFuzz('admin');
