import type { GazetteerPlace } from '../gazetteer-entry.js';
import { placeMaker } from './place-maker.js';

const { market } = placeMaker('Islamabad');

/** Islamabad's markaz markets and malls. */
export const ISLAMABAD_MARKETS: readonly GazetteerPlace[] = [
  market('Jinnah Super', 'F-7', [33.7206, 73.056], ['F-7 Markaz', 'Jinnah Super Market']),
  market('Safa Gold Mall', 'F-7', [33.7195, 73.054], ['Safa Gold']),
  market('Super Market', 'F-6', [33.7265, 73.077], ['F-6 Markaz', 'Supermarket']),
  market('Kohsar Market', 'F-6', [33.731, 73.0775]),
  market('Melody Market', 'G-6', [33.7135, 73.086], ['G-6 Markaz', 'Melody']),
  market('Aabpara Market', 'G-6', [33.7095, 73.0895], ['Aabpara', 'آبپارہ']),
  market('Sitara Market', 'G-7', [33.7054, 73.069], ['G-7 Markaz']),
  market('F-8 Markaz', 'F-8', [33.7105, 73.0395], ['F8 Markaz']),
  market('Centaurus Mall', 'F-8', [33.7077, 73.05], ['The Centaurus', 'Centaurus']),
  market('F-10 Markaz', 'F-10', [33.6945, 73.0085], ['F10 Markaz']),
  market('F-11 Markaz', 'F-11', [33.6842, 72.9868], ['F11 Markaz']),
  market('E-11 Markaz', 'E-11', [33.698, 72.977], ['E11 Markaz']),
  market('Karachi Company', 'G-9', [33.688, 73.0315], ['G-9 Markaz', 'G9 Markaz']),
  market('G-10 Markaz', 'G-10', [33.6795, 73.014], ['G10 Markaz']),
  market('G-11 Markaz', 'G-11', [33.6706, 72.996], ['G11 Markaz']),
  market('Itwar Bazaar', 'H-9', [33.679, 73.044], ['H-9 Sunday Bazaar', 'Sunday Bazaar']),
  market('I-8 Markaz', 'I-8', [33.6677, 73.074], ['I8 Markaz']),
  market('Giga Mall', 'DHA Phase 2', [33.5235, 73.1575], ['World Trade Centre Islamabad']),
];
