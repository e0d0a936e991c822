import type { GazetteerPlace } from '../gazetteer-entry.js';
import { placeMaker } from './place-maker.js';

const { landmark } = placeMaker('Lahore');

/** Lahore's monuments, gardens, campuses, hospitals and well-known junctions. */
export const LAHORE_LANDMARKS: readonly GazetteerPlace[] = [
  // Mughal Lahore
  landmark('Badshahi Mosque', 'Walled City', [31.5881, 74.31], ['Badshahi Masjid', 'بادشاہی مسجد']),
  landmark('Lahore Fort', 'Walled City', [31.5896, 74.3152], ['Shahi Qila', 'شاہی قلعہ']),
  landmark(
    'Minar-e-Pakistan',
    'Ravi Road',
    [31.5925, 74.3095],
    ['Greater Iqbal Park', 'Iqbal Park', 'Minto Park', 'مینار پاکستان'],
  ),
  landmark('Azadi Chowk', 'Ravi Road', [31.5915, 74.3145]),
  landmark('Samadhi of Ranjit Singh', 'Walled City', [31.5889, 74.3117], ['Ranjit Singh Samadhi']),
  landmark(
    'Data Darbar',
    'Walled City',
    [31.5791, 74.3048],
    ['Data Sahib', 'Data Ganj Bakhsh', 'داتا دربار'],
  ),
  landmark('Wazir Khan Mosque', 'Walled City', [31.5832, 74.3235], ['Masjid Wazir Khan']),
  landmark('Delhi Gate', 'Walled City', [31.5818, 74.3245], ['Delhi Darwaza']),
  landmark('Bhati Gate', 'Walled City', [31.5785, 74.308], ['Bhati Darwaza']),
  landmark(
    'Shalimar Gardens',
    'Baghbanpura',
    [31.5861, 74.3819],
    ['Shalimar Bagh', 'Shalamar Bagh', 'شالامار باغ'],
  ),
  landmark('Tomb of Jahangir', 'Shahdara', [31.622, 74.303], ['Jahangir Tomb', 'Maqbara Jahangir']),

  // The Mall
  landmark('Lahore Museum', 'Anarkali', [31.5681, 74.3078], ['Ajaib Ghar']),
  landmark('Government College University', 'Anarkali', [31.572, 74.308], ['GCU', 'GC Lahore']),
  landmark('Mayo Hospital', 'Anarkali', [31.573, 74.316]),
  landmark('GPO Lahore', 'Anarkali', [31.5665, 74.3145], ['General Post Office Lahore']),
  landmark('Lakshmi Chowk', 'Anarkali', [31.5655, 74.3215]),
  landmark('Lahore High Court', 'Mall Road', [31.565, 74.3195], ['LHC']),
  landmark('Charing Cross', 'Mall Road', [31.5595, 74.3265], ['Faisal Chowk', 'Faisal Square']),
  landmark('Alhamra Arts Council', 'Mall Road', [31.5575, 74.33], ['Alhamra']),
  landmark('Lahore Zoo', 'Mall Road', [31.556, 74.326]),
  landmark('Bagh-e-Jinnah', 'Mall Road', [31.5546, 74.3305], ['Lawrence Gardens', 'Bagh e Jinnah']),
  landmark('Governor House Lahore', 'Mall Road', [31.5535, 74.3345], ['Governor House']),
  landmark('Aitchison College', 'Zaman Park', [31.5485, 74.3395]),
  landmark('Ganga Ram Hospital', 'Mozang', [31.5545, 74.321], ['Sir Ganga Ram Hospital']),
  landmark('Lahore Railway Station', 'Garhi Shahu', [31.5773, 74.3367], ['Lahore Junction']),
  landmark(
    'UET Lahore',
    'Baghbanpura',
    [31.579, 74.357],
    ['University of Engineering and Technology'],
  ),

  // Centre and south
  landmark('Jilani Park', 'Shadman', [31.543, 74.3345], ['Race Course Park', 'Racecourse Park']),
  landmark(
    'Gaddafi Stadium',
    'Gulberg III',
    [31.5131, 74.3333],
    ['Qaddafi Stadium', 'قذافی اسٹیڈیم'],
  ),
  landmark('Kalma Chowk', 'Gulberg III', [31.5045, 74.3315]),
  landmark('Hussain Chowk', 'Gulberg III', [31.5175, 74.3475]),
  landmark('Arfa Software Technology Park', 'Garden Town', [31.4968, 74.3327], ['Arfa Tower']),
  landmark('Gulshan-e-Iqbal Park', 'Allama Iqbal Town', [31.515, 74.288], ['Gulshan Iqbal Park']),
  landmark(
    'Punjab University',
    'Allama Iqbal Town',
    [31.496, 74.2995],
    ['University of the Punjab', 'PU New Campus'],
  ),
  landmark('Jinnah Hospital Lahore', 'Faisal Town', [31.4845, 74.2975], ['Jinnah Hospital']),
  landmark('Model Town Park', 'Model Town', [31.4795, 74.3235]),
  landmark('Akbar Chowk', 'Faisal Town', [31.46, 74.298]),
  landmark('Khokhar Chowk', 'Johar Town', [31.462, 74.279]),
  landmark(
    'Shaukat Khanum Hospital',
    'Johar Town',
    [31.4458, 74.2675],
    ['Shaukat Khanum Memorial Cancer Hospital'],
  ),
  landmark('Expo Centre Lahore', 'Johar Town', [31.4605, 74.264], ['Expo Center Lahore']),
  landmark(
    'Eiffel Tower Bahria Town',
    'Bahria Town Lahore',
    [31.3653, 74.1857],
    ['Bahria Eiffel Tower'],
  ),

  // Cantonment and Defence
  landmark(
    'Allama Iqbal International Airport',
    'Cantt',
    [31.521, 74.4035],
    ['Lahore Airport', 'LHE'],
  ),
  landmark('LUMS', 'DHA Phase 5', [31.4705, 74.4095], ['Lahore University of Management Sciences']),
];
