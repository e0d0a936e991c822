import type { GazetteerRoad } from '../gazetteer-entry.js';
import { placeMaker } from './place-maker.js';

const { road } = placeMaker('Karachi');

/** Karachi's main roads, each traced from one end to the other. */
export const KARACHI_ROADS: readonly GazetteerRoad[] = [
  road(
    'Shahrah-e-Faisal',
    [
      [24.8493, 67.0298], // Metropole
      [24.8505, 67.037],
      [24.8522, 67.044],
      [24.855, 67.051], // FTC
      [24.859, 67.058],
      [24.863, 67.065], // Nursery
      [24.868, 67.074], // Baloch Colony
      [24.873, 67.082],
      [24.8785, 67.089], // Karsaz
      [24.883, 67.098],
      [24.887, 67.108],
      [24.888, 67.117], // Drigh Road
      [24.889, 67.127],
      [24.89, 67.137],
      [24.8915, 67.146],
      [24.8935, 67.1545], // Star Gate
      [24.8955, 67.164],
      [24.896, 67.174],
      [24.8945, 67.184],
      [24.8925, 67.192], // Malir Halt
    ],
    ['Sharea Faisal', 'Sharae Faisal', 'Shahra-e-Faisal', 'Shahrah e Faisal', 'شاہراہ فیصل'],
  ),
  road(
    'M.A. Jinnah Road',
    [
      [24.8496, 66.9975], // Tower
      [24.852, 67.003],
      [24.8545, 67.0085],
      [24.857, 67.0135], // Light House
      [24.8595, 67.019],
      [24.8615, 67.0235],
      [24.865, 67.029],
      [24.869, 67.033],
      [24.8725, 67.0365], // Numaish
    ],
    ['MA Jinnah Road', 'Bunder Road', 'Mohammad Ali Jinnah Road', 'ایم اے جناح روڈ'],
  ),
  road(
    'I.I. Chundrigar Road',
    [
      [24.8496, 66.9975], // Tower
      [24.85, 67.004],
      [24.8505, 67.01],
      [24.851, 67.016],
      [24.8515, 67.0215],
    ],
    ['II Chundrigar Road', 'McLeod Road', 'Chundrigar Road'],
  ),
  road(
    'Clifton Road',
    [
      [24.844, 67.031],
      [24.84, 67.031],
      [24.8339, 67.0337], // Teen Talwar
      [24.827, 67.0315],
      [24.8205, 67.03],
      [24.8155, 67.03],
      [24.8113, 67.0305], // Abdullah Shah Ghazi
      [24.804, 67.0305],
      [24.797, 67.036],
    ],
    ['Abdullah Shah Ghazi Road', 'Khayaban-e-Iqbal'],
  ),
  road(
    'Zamzama Boulevard',
    [
      [24.8195, 67.036],
      [24.8175, 67.04],
      [24.816, 67.045],
    ],
    ['Zamzama Street', 'Zamzama Road'],
  ),
  road(
    'Khayaban-e-Ittehad',
    [
      [24.833, 67.056],
      [24.825, 67.0585],
      [24.817, 67.0605],
      [24.809, 67.062],
      [24.801, 67.0635],
      [24.793, 67.065],
    ],
    ['Kh-e-Ittehad', 'Ittehad', 'Khayaban e Ittehad'],
  ),
  road(
    'Khayaban-e-Shamsheer',
    [
      [24.823, 67.044],
      [24.815, 67.045],
      [24.807, 67.046],
      [24.799, 67.047],
    ],
    ['Kh-e-Shamsheer', 'Shamsheer', 'Khayaban e Shamsheer'],
  ),
  road(
    'Khayaban-e-Shahbaz',
    [
      [24.815, 67.068],
      [24.807, 67.069],
      [24.799, 67.07],
      [24.792, 67.071],
    ],
    ['Kh-e-Shahbaz', 'Shahbaz', 'Khayaban e Shahbaz'],
  ),
  road(
    'Khayaban-e-Jami',
    [
      [24.83, 67.037],
      [24.827, 67.046],
      [24.824, 67.055],
      [24.821, 67.064],
      [24.818, 67.073],
    ],
    ['Kh-e-Jami', 'Jami', 'Khayaban e Jami'],
  ),
  road(
    'Tariq Road',
    [
      [24.865, 67.0545],
      [24.869, 67.0575],
      [24.8725, 67.06],
      [24.8765, 67.0635],
    ],
    ['طارق روڈ'],
  ),
  road(
    'Shahrah-e-Quaideen',
    [
      [24.8585, 67.0555],
      [24.863, 67.051],
      [24.868, 67.047],
      [24.8725, 67.0435],
    ],
    ['Shahrah e Quaideen', 'Quaideen Road'],
  ),
  road(
    'University Road',
    [
      [24.8815, 67.0445],
      [24.8855, 67.051],
      [24.8895, 67.058],
      [24.894, 67.064],
      [24.899, 67.0705],
      [24.904, 67.0775], // Civic Centre
      [24.909, 67.085],
      [24.9135, 67.091],
      [24.9175, 67.0965], // NIPA
      [24.9225, 67.103],
      [24.9275, 67.108],
      [24.933, 67.112], // NED
      [24.938, 67.117], // Maskan
      [24.94, 67.127],
      [24.9415, 67.137],
      [24.943, 67.147], // Safoora
    ],
    ['یونیورسٹی روڈ'],
  ),
  road(
    'Rashid Minhas Road',
    [
      [24.888, 67.117], // Drigh Road
      [24.896, 67.116],
      [24.9005, 67.115], // Millennium Mall
      [24.9065, 67.1115],
      [24.912, 67.106],
      [24.9175, 67.0965], // NIPA
      [24.924, 67.093],
      [24.929, 67.09],
      [24.9325, 67.087], // Lucky One Mall
    ],
    ['Rashid Minhas Rd'],
  ),
  road('Korangi Road', [
    [24.858, 67.051],
    [24.854, 67.056],
    [24.8495, 67.061],
    [24.8455, 67.0665], // Defence Mor
    [24.842, 67.073],
    [24.8395, 67.0815], // Qayyumabad
    [24.8375, 67.09],
    [24.836, 67.099],
  ]),
  road(
    'National Highway',
    [
      [24.8925, 67.192], // Malir Halt
      [24.888, 67.2],
      [24.881, 67.208],
      [24.874, 67.215],
      [24.866, 67.223], // Quaidabad
      [24.86, 67.233],
      [24.854, 67.245],
      [24.849, 67.258],
    ],
    ['N-5', 'National Highway Karachi'],
  ),
  road(
    'Sher Shah Suri Road',
    [
      [24.92, 67.041],
      [24.928, 67.042],
      [24.9355, 67.0418], // Hyderi
      [24.944, 67.0425],
      [24.952, 67.043],
      [24.96, 67.044],
    ],
    ['Shershah Suri Road'],
  ),
];
