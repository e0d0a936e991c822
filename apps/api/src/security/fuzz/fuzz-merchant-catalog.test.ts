import { describeAreaFuzz } from './fuzz-routes.js';

describeAreaFuzz('merchant-catalog');
