import type { Gazetteer } from '../gazetteer-entry.js';
import { ISLAMABAD } from './islamabad.js';
import { KARACHI } from './karachi.js';
import { LAHORE } from './lahore.js';

/** Every bundled place and road of Karachi, Lahore and Islamabad/Rawalpindi. */
export const GAZETTEER: Gazetteer = {
  places: [...KARACHI.places, ...LAHORE.places, ...ISLAMABAD.places],
  roads: [...KARACHI.roads, ...LAHORE.roads, ...ISLAMABAD.roads],
};
