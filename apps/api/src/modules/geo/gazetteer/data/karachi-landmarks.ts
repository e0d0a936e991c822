import type { GazetteerPlace } from '../gazetteer-entry.js';
import { placeMaker } from './place-maker.js';

const { landmark } = placeMaker('Karachi');

/** Karachi's monuments, hospitals, campuses, parks and well-known junctions. */
export const KARACHI_LANDMARKS: readonly GazetteerPlace[] = [
  // Monuments and heritage
  landmark(
    'Mazar-e-Quaid',
    'Guru Mandir',
    [24.8753, 67.0409],
    ['Quaid-e-Azam Mausoleum', 'Jinnah Mausoleum', 'Mazar e Quaid', 'مزار قائد'],
  ),
  landmark('Frere Hall', 'Civil Lines', [24.8478, 67.0328], ['فریئر ہال']),
  landmark('Mohatta Palace', 'Clifton Block 5', [24.8139, 67.0328], ['Mohatta Palace Museum']),
  landmark(
    'Abdullah Shah Ghazi Shrine',
    'Clifton Block 4',
    [24.8113, 67.0305],
    ['Abdullah Shah Ghazi Mazar', 'Mazar Abdullah Shah Ghazi'],
  ),
  landmark('Bilawal House', 'Clifton Block 2', [24.814, 67.023]),
  landmark('Merewether Tower', 'Kharadar', [24.8496, 66.9975], ['Tower', 'Merewether Clock Tower']),
  landmark('Wazir Mansion', 'Kharadar', [24.8555, 66.9935], ['Jinnah Birthplace']),
  landmark(
    'Pakistan Stock Exchange',
    'Kharadar',
    [24.8483, 67.0065],
    ['PSX', 'Karachi Stock Exchange'],
  ),
  landmark('Nishtar Park', 'Soldier Bazaar', [24.872, 67.031]),
  landmark('Teen Talwar', 'Clifton Block 7', [24.8339, 67.0337], ['Three Swords']),
  landmark('Do Talwar', 'Clifton Block 9', [24.8205, 67.0357], ['Two Swords']),
  landmark('Numaish Chowrangi', 'Guru Mandir', [24.8727, 67.036], ['Numaish']),
  landmark('Char Minar Chowrangi', 'Bahadurabad', [24.8823, 67.0677], ['Charminar Chowrangi']),

  // Coast and leisure
  landmark('Sea View', 'Clifton', [24.7945, 67.0445], ['Clifton Beach', 'Seaview', 'سی ویو']),
  landmark('Do Darya', 'DHA Phase 8', [24.7835, 67.0825]),
  landmark('Port Grand', 'Keamari', [24.842, 66.988], ['Port Grand Food Street']),
  landmark(
    'Bagh Ibn-e-Qasim',
    'Clifton Block 4',
    [24.8095, 67.0265],
    ['Bagh-e-Ibn-e-Qasim', 'Ibn-e-Qasim Park'],
  ),
  landmark(
    'Karachi Zoo',
    'Garden West',
    [24.8765, 67.0215],
    ['Karachi Zoological Gardens', 'Gandhi Garden'],
  ),
  landmark('Safari Park', 'Gulshan-e-Iqbal', [24.923, 67.106]),
  landmark('Aladdin Amusement Park', 'Gulistan-e-Jauhar', [24.9065, 67.1125], ['Aladdin Park']),
  landmark('Masjid-e-Tooba', 'DHA Phase 2', [24.841, 67.069], ['Tooba Mosque', 'Gol Masjid']),

  // Hospitals
  landmark(
    'Aga Khan University Hospital',
    'Dhoraji',
    [24.892, 67.0745],
    ['AKUH', 'Aga Khan Hospital'],
  ),
  landmark('Liaquat National Hospital', 'Dhoraji', [24.893, 67.07], ['LNH']),
  landmark(
    'Jinnah Postgraduate Medical Centre',
    'Karachi Cantonment',
    [24.851, 67.0445],
    ['JPMC', 'Jinnah Hospital'],
  ),
  landmark('Civil Hospital Karachi', 'Saddar', [24.8598, 67.01], ['Civil Hospital']),
  landmark('Indus Hospital', 'Korangi', [24.833, 67.138]),

  // Campuses and venues
  landmark(
    'University of Karachi',
    'Gulshan-e-Iqbal',
    [24.943, 67.12],
    ['Karachi University', 'KU', 'جامعہ کراچی'],
  ),
  landmark(
    'NED University',
    'Gulshan-e-Iqbal',
    [24.9331, 67.1114],
    ['NED University of Engineering and Technology', 'NED'],
  ),
  landmark('Sir Syed University', 'Gulshan-e-Iqbal', [24.9155, 67.0925], ['SSUET']),
  landmark('Habib University', 'Gulistan-e-Jauhar', [24.906, 67.138]),
  landmark(
    'National Stadium',
    'Dhoraji',
    [24.895, 67.065],
    ['National Stadium Karachi', 'NSK', 'نیشنل اسٹیڈیم'],
  ),
  landmark('Expo Centre Karachi', 'Gulshan-e-Iqbal', [24.903, 67.079], ['Expo Center', 'Expo']),
  landmark('Civic Centre', 'Gulshan-e-Iqbal', [24.9055, 67.076], ['Civic Center']),
  landmark('PAF Museum', 'Karsaz', [24.877, 67.0955], ['Pakistan Air Force Museum']),

  // Transport and junctions
  landmark(
    'Jinnah International Airport',
    'Model Colony',
    [24.8995, 67.1665],
    ['Karachi Airport', 'Jinnah Terminal', 'KHI'],
  ),
  landmark('Star Gate', 'Model Colony', [24.8935, 67.1545]),
  landmark('Malir Halt', 'Malir', [24.8925, 67.192]),
  landmark('PAF Base Faisal', 'Drigh Road', [24.879, 67.112], ['Faisal Base']),
  landmark(
    'Karachi Cantonment Station',
    'Karachi Cantonment',
    [24.8465, 67.0385],
    ['Cantt Station', 'Karachi Cantt Station'],
  ),
  landmark('Karachi City Station', 'Kharadar', [24.8475, 67.0015], ['City Station']),
  landmark('NIPA Chowrangi', 'Gulshan-e-Iqbal', [24.9175, 67.0965], ['NIPA']),
  landmark('Hassan Square', 'Gulshan-e-Iqbal', [24.9065, 67.0815]),
  landmark('Gulshan Chowrangi', 'Gulshan-e-Iqbal', [24.9245, 67.0935]),
  landmark('Maskan Chowrangi', 'Gulshan-e-Iqbal', [24.937, 67.1165], ['Maskan']),
  landmark('Jauhar Chowrangi', 'Gulistan-e-Jauhar', [24.913, 67.126], ['Johar Chowrangi']),
  landmark('Ayesha Manzil', 'Federal B Area', [24.9265, 67.064]),
  landmark('Teen Hatti', 'Liaquatabad', [24.8935, 67.043]),
  landmark('Water Pump Chowrangi', 'Federal B Area', [24.9345, 67.072], ['Water Pump']),
  landmark('Sakhi Hassan Chowrangi', 'North Nazimabad', [24.956, 67.0535], ['Sakhi Hassan']),
  landmark('Nagan Chowrangi', 'North Karachi', [24.964, 67.0665], ['Nagan']),
  landmark('Defence Mor', 'DHA Phase 1', [24.8455, 67.0665], ['Defence Morr']),
];
