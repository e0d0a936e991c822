import type { GazetteerPlace } from '../gazetteer-entry.js';
import { placeMaker } from './place-maker.js';

const { market } = placeMaker('Karachi');

/** Karachi's bazaars, commercial areas and malls. */
export const KARACHI_MARKETS: readonly GazetteerPlace[] = [
  // Old city and Saddar
  market('Empress Market', 'Saddar', [24.861, 67.03], ['ایمپریس مارکیٹ']),
  market('Bohri Bazar', 'Saddar', [24.8578, 67.0262], ['Bohri Bazaar', 'بوہری بازار']),
  market('Zainab Market', 'Saddar', [24.8548, 67.0278], ['زینب مارکیٹ']),
  market('Rainbow Centre', 'Saddar', [24.8592, 67.027], ['Rainbow Center']),
  market('Atrium Mall', 'Saddar', [24.854, 67.0295]),
  market('Gul Plaza', 'Saddar', [24.858, 67.0225]),
  market('Urdu Bazaar', 'Saddar', [24.86, 67.0165], ['Urdu Bazar']),
  market('Burns Road Food Street', 'Saddar', [24.857, 67.0145], ['Burns Road']),
  market('Jama Cloth Market', 'Garden East', [24.8645, 67.0245], ['Jama Cloth']),
  market('Jodia Bazar', 'Mithadar', [24.858, 66.9978], ['Jodia Bazaar']),
  market('Bolton Market', 'Kharadar', [24.8537, 66.999], ['Boulton Market']),
  market('Lea Market', 'Lyari', [24.8628, 67.0002]),

  // Clifton
  market('Boat Basin', 'Clifton Block 5', [24.8228, 67.029], ['Boat Basin Food Street']),
  market('Park Towers', 'Clifton Block 5', [24.821, 67.0285], ['Park Tower']),
  market(
    'Dolmen Mall Clifton',
    'Clifton Block 4',
    [24.802, 67.0295],
    ['Dolmen City', 'Dolmen Clifton'],
  ),
  market('Ocean Mall', 'Clifton Block 9', [24.8215, 67.0352], ['Ocean Tower']),
  market('The Forum', 'Clifton Block 9', [24.8285, 67.039], ['Forum Mall']),

  // Defence
  market(
    'Zamzama',
    'DHA Phase 5',
    [24.817, 67.0405],
    ['Zamzama Commercial Area', 'Zamzama Commercial', 'زمزمہ'],
  ),
  market('Khadda Market', 'DHA Phase 5', [24.8155, 67.0505], ['Khadda']),
  market('Badar Commercial', 'DHA Phase 5', [24.8085, 67.0535], ['Badar Commercial Area']),
  market('Saba Commercial', 'DHA Phase 5', [24.8125, 67.0585]),
  market('Tauheed Commercial', 'DHA Phase 5', [24.8055, 67.0475], ['Tauheed Commercial Area']),
  market('Bukhari Commercial', 'DHA Phase 6', [24.8, 67.061], ['Bukhari Commercial Area']),
  market('Ittehad Commercial', 'DHA Phase 6', [24.806, 67.0595]),
  market('Nishat Commercial', 'DHA Phase 6', [24.7975, 67.057]),
  market('Rahat Commercial', 'DHA Phase 6', [24.7955, 67.065]),
  market('Shahbaz Commercial', 'DHA Phase 6', [24.799, 67.069]),
  market('Jami Commercial', 'DHA Phase 7', [24.813, 67.0715]),
  market('Sehar Commercial', 'DHA Phase 7', [24.8065, 67.0745]),

  // PECHS and beyond
  market('Tariq Road Market', 'PECHS Block 2', [24.8718, 67.059], ['Tariq Road Bazaar']),
  market('Dolmen Mall Tariq Road', 'PECHS Block 2', [24.8727, 67.061], ['Dolmen Tariq Road']),
  market('Nursery Market', 'PECHS Block 6', [24.8625, 67.0645], ['Nursery']),
  market('Millennium Mall', 'Gulistan-e-Jauhar', [24.9005, 67.115], ['Millenium Mall']),
  market('Lucky One Mall', 'Federal B Area', [24.9325, 67.087], ['LuckyOne Mall', 'Lucky One']),
  market('Hyderi Market', 'North Nazimabad', [24.9355, 67.0418], ['Hyderi', 'حیدری']),
  market('Liaquatabad Market', 'Liaquatabad', [24.9075, 67.0455], ['Liaquatabad Super Market']),
  market('Karimabad Market', 'Karimabad', [24.9185, 67.0575]),
  market('Dolmen Mall Hyderi', 'North Nazimabad', [24.934, 67.0405]),
];
