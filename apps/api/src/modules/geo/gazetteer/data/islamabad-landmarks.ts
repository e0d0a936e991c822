import type { GazetteerPlace } from '../gazetteer-entry.js';
import { placeMaker } from './place-maker.js';

const { landmark } = placeMaker('Islamabad');

/** Islamabad's monuments, parks, campuses and junctions. */
export const ISLAMABAD_LANDMARKS: readonly GazetteerPlace[] = [
  landmark(
    'Faisal Mosque',
    'E-8',
    [33.7297, 73.0374],
    ['Shah Faisal Mosque', 'Faisal Masjid', 'فیصل مسجد'],
  ),
  landmark('Daman-e-Koh', 'E-7', [33.7405, 73.0565], ['Daman e Koh', 'دامن کوہ']),
  landmark(
    'Pakistan Monument',
    'Shakarparian',
    [33.6933, 73.0689],
    ['National Monument', 'پاکستان مونومنٹ'],
  ),
  landmark('Lok Virsa Museum', 'Shakarparian', [33.6885, 73.0775], ['Lok Virsa']),
  landmark('Zero Point', 'H-8', [33.6936, 73.065], ['Zero Point Interchange']),
  landmark('D-Chowk', 'F-5', [33.7295, 73.096], ['D Chowk', 'Democracy Chowk']),
  landmark('Parliament House', 'F-5', [33.732, 73.099], ['Parliament', 'National Assembly']),
  landmark('Pakistan Sports Complex', 'Shakarparian', [33.6965, 73.076], ['Sports Complex']),
  landmark(
    'Peshawar Mor Interchange',
    'H-9',
    [33.6848, 73.0468],
    ['Peshawar Mor', 'Peshawar Morr'],
  ),
  landmark('F-9 Park', 'F-9', [33.7027, 73.0223], ['Fatima Jinnah Park']),
  landmark('PIMS', 'G-8', [33.704, 73.052], ['Pakistan Institute of Medical Sciences']),
  landmark(
    'Polyclinic Hospital',
    'G-6',
    [33.7125, 73.083],
    ['Polyclinic', 'Federal Government Services Hospital'],
  ),
  landmark('Shifa International Hospital', 'H-8', [33.6765, 73.0675], ['Shifa Hospital']),
  landmark(
    'Quaid-i-Azam University',
    'Bari Imam',
    [33.747, 73.1386],
    ['QAU', 'Quaid-e-Azam University'],
  ),
  landmark('NUST', 'H-12', [33.6425, 72.991], ['National University of Sciences and Technology']),
  landmark('International Islamic University', 'H-10', [33.66, 73.025], ['IIUI']),
  landmark('COMSATS University', 'Chak Shahzad', [33.6515, 73.1555], ['COMSATS Islamabad']),
  landmark('Rawal Lake', 'Bani Gala', [33.7, 73.124], ['Rawal Dam', 'راول جھیل']),
  landmark(
    'Islamabad International Airport',
    'Airport Area',
    [33.549, 72.825],
    ['New Islamabad Airport', 'ISB'],
  ),
];
