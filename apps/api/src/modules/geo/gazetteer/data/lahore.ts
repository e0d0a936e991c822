import type { Gazetteer } from '../gazetteer-entry.js';
import { LAHORE_AREAS } from './lahore-areas.js';
import { LAHORE_LANDMARKS } from './lahore-landmarks.js';
import { LAHORE_MARKETS } from './lahore-markets.js';
import { LAHORE_ROADS } from './lahore-roads.js';

export const LAHORE: Gazetteer = {
  places: [...LAHORE_AREAS, ...LAHORE_MARKETS, ...LAHORE_LANDMARKS],
  roads: LAHORE_ROADS,
};
