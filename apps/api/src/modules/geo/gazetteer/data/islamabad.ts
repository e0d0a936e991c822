import type { Gazetteer } from '../gazetteer-entry.js';
import { ISLAMABAD_AREAS } from './islamabad-areas.js';
import { ISLAMABAD_LANDMARKS } from './islamabad-landmarks.js';
import { ISLAMABAD_MARKETS } from './islamabad-markets.js';
import { ISLAMABAD_ROADS } from './islamabad-roads.js';
import { RAWALPINDI } from './rawalpindi.js';

/** Islamabad with its twin city Rawalpindi, whose entries keep the city 'Rawalpindi'. */
export const ISLAMABAD: Gazetteer = {
  places: [...ISLAMABAD_AREAS, ...ISLAMABAD_MARKETS, ...ISLAMABAD_LANDMARKS, ...RAWALPINDI.places],
  roads: [...ISLAMABAD_ROADS, ...RAWALPINDI.roads],
};
