import { describeAreaFuzz } from './fuzz-routes.js';

describeAreaFuzz('shopper');
