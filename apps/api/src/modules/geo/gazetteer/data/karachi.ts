import type { Gazetteer } from '../gazetteer-entry.js';
import { KARACHI_AREAS } from './karachi-areas.js';
import { KARACHI_LANDMARKS } from './karachi-landmarks.js';
import { KARACHI_MARKETS } from './karachi-markets.js';
import { KARACHI_ROADS } from './karachi-roads.js';

export const KARACHI: Gazetteer = {
  places: [...KARACHI_AREAS, ...KARACHI_MARKETS, ...KARACHI_LANDMARKS],
  roads: KARACHI_ROADS,
};
