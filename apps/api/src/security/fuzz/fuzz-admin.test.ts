import { describeAreaFuzz } from './fuzz-routes.js';

describeAreaFuzz('admin');
