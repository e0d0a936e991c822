import type { GazetteerPlace } from '../gazetteer-entry.js';
import { placeMaker } from './place-maker.js';

const { area } = placeMaker('Karachi');

/** Karachi's neighbourhoods, from the old city and the coast out to the north and east. */
export const KARACHI_AREAS: readonly GazetteerPlace[] = [
  // Old city, port and Saddar
  area('Saddar', [24.8585, 67.0285], ['Sadar', 'Saddar Town', 'صدر']),
  area('Civil Lines', [24.8495, 67.026]),
  area('Karachi Cantonment', [24.847, 67.0395], ['Cantt', 'Karachi Cantt']),
  area('Lines Area', [24.8565, 67.0415]),
  area('Ranchore Line', [24.864, 67.016], ['Ranchor Line']),
  area('Kharadar', [24.8545, 66.9945], ['Kharadhar', 'کھارادر']),
  area('Mithadar', [24.8595, 66.9935], ['Meethadar', 'میٹھادر']),
  area('Keamari', [24.817, 66.979], ['Kemari', 'Kiamari', 'کیماڑی']),
  area('Manora', [24.798, 66.977], ['Manora Island']),
  area('Lyari', [24.8705, 66.9935], ['Layari', 'لیاری']),
  area('Shershah', [24.89, 66.996], ['Sher Shah']),
  area('Garden East', [24.873, 67.028], ['Garden']),
  area('Garden West', [24.8775, 67.0175]),
  area('Soldier Bazaar', [24.869, 67.0345], ['Soldier Bazar']),
  area('Guru Mandir', [24.8795, 67.0385], ['Gurumandir']),
  area('Jamshed Quarters', [24.877, 67.047], ['Jamshed Road']),

  // Clifton and the coast
  area('Clifton', [24.817, 67.033], ['کلفٹن']),
  area('Clifton Block 2', [24.814, 67.0245], ['Clifton 2']),
  area('Clifton Block 4', [24.806, 67.03], ['Clifton 4']),
  area('Clifton Block 5', [24.8195, 67.03], ['Clifton 5', 'Old Clifton']),
  area('Clifton Block 7', [24.8325, 67.0315], ['Clifton 7']),
  area('Clifton Block 9', [24.8255, 67.0375], ['Clifton 9']),
  area('Bath Island', [24.8365, 67.0265]),
  area('Shireen Jinnah Colony', [24.8185, 67.017]),
  area('Gizri', [24.827, 67.047]),

  // Defence Housing Authority
  area('DHA Karachi', [24.806, 67.06], ['DHA', 'Defence', 'Defence Housing Authority', 'ڈیفنس']),
  area('DHA Phase 1', [24.843, 67.063], ['Defence Phase 1', 'DHA Phase I']),
  area('DHA Phase 2', [24.839, 67.073], ['Defence Phase 2', 'DHA Phase II']),
  area('DHA Phase 2 Extension', [24.833, 67.056], ['DHA Phase 2 Ext', 'Defence Phase 2 Ext']),
  area('DHA Phase 3', [24.836, 67.081], ['Defence Phase 3', 'DHA Phase III']),
  area('DHA Phase 4', [24.825, 67.062], ['Defence Phase 4', 'DHA Phase IV']),
  area('DHA Phase 5', [24.811, 67.047], ['Defence Phase 5', 'DHA Phase V']),
  area('DHA Phase 6', [24.8, 67.064], ['Defence Phase 6', 'DHA Phase VI']),
  area('DHA Phase 7', [24.814, 67.073], ['Defence Phase 7', 'DHA Phase VII']),
  area('DHA Phase 7 Extension', [24.825, 67.08], ['DHA Phase 7 Ext', 'Defence Phase 7 Ext']),
  area('DHA Phase 8', [24.788, 67.082], ['Defence Phase 8', 'DHA Phase VIII']),

  // Between Saddar and Shahrah-e-Faisal
  area(
    'PECHS',
    [24.8742, 67.0642],
    ['P.E.C.H.S.', 'Pakistan Employees Cooperative Housing Society'],
  ),
  area('PECHS Block 2', [24.8705, 67.058], ['PECHS 2']),
  area('PECHS Block 6', [24.866, 67.065], ['PECHS 6']),
  area('Bahadurabad', [24.8825, 67.068], ['Bahadur Yar Jang Society', 'بہادرآباد']),
  area('Sharfabad', [24.879, 67.062]),
  area('Dhoraji', [24.888, 67.072], ['Dhoraji Colony']),
  area('Hill Park', [24.875, 67.0725]),
  area('KDA Scheme 1', [24.8745, 67.084], ['KDA Scheme One']),
  area('Karsaz', [24.879, 67.089]),
  area('Baloch Colony', [24.8705, 67.077]),
  area('Akhtar Colony', [24.851, 67.064]),
  area('Manzoor Colony', [24.8575, 67.066]),
  area('Mehmoodabad', [24.8565, 67.078], ['Mahmoodabad']),
  area('Defence View', [24.848, 67.072]),
  area('Qayyumabad', [24.8395, 67.0835], ['Qayyumabad Chowrangi']),
  area('Chanesar Goth', [24.8635, 67.074]),

  // Along Shahrah-e-Faisal to Malir, Korangi and Landhi
  area('Shah Faisal Colony', [24.8795, 67.1375], ['Shah Faisal Town', 'شاہ فیصل کالونی']),
  area('Drigh Road', [24.8885, 67.118]),
  area('Model Colony', [24.8845, 67.18]),
  area('Malir', [24.893, 67.201], ['Malir City', 'ملیر']),
  area('Malir Cantonment', [24.9434, 67.2059], ['Malir Cantt']),
  area('Quaidabad', [24.8655, 67.224]),
  area('Korangi', [24.831, 67.131], ['Korangi Town', 'کورنگی']),
  area('Korangi Industrial Area', [24.823, 67.108], ['KIA']),
  area('Landhi', [24.846, 67.206], ['Landhi Town', 'لانڈھی']),
  area('Saudabad', [24.896, 67.207]),
  area('Khokhrapar', [24.886, 67.216]),
  area('Ibrahim Hyderi', [24.801, 67.143]),

  // Gulshan, Jauhar and Scheme 33
  area('Gulshan-e-Iqbal', [24.9215, 67.0935], ['Gulshan', 'Gulshan e Iqbal', 'گلشن اقبال']),
  area(
    'Gulistan-e-Jauhar',
    [24.916, 67.132],
    ['Jauhar', 'Johar', 'Gulistan-e-Johar', 'Gulistan e Jauhar', 'گلستان جوہر'],
  ),
  area('Safoora Goth', [24.942, 67.149], ['Safoora']),
  area('Scheme 33', [24.965, 67.13], ['KDA Scheme 33']),
  area(
    'KU Housing Society',
    [24.9628, 67.1194],
    ['Karachi University Employees Cooperative Housing Society'],
  ),
  area('Gulzar-e-Hijri', [24.956, 67.14], ['Gulzar e Hijri']),
  area('Sohrab Goth', [24.956, 67.088]),

  // Central and north
  area('Nazimabad', [24.911, 67.0305], ['ناظم آباد']),
  area('North Nazimabad', [24.94, 67.044], ['N. Nazimabad', 'نارتھ ناظم آباد']),
  area('Liaquatabad', [24.905, 67.0445], ['Lalukhet', 'لیاقت آباد']),
  area('Golimar', [24.8985, 67.0235], ['Gulbahar']),
  area('Rizvia Society', [24.914, 67.036], ['Rizvia']),
  area(
    'Federal B Area',
    [24.929, 67.073],
    ['FB Area', 'F.B. Area', 'Federal B. Area', 'ایف بی ایریا'],
  ),
  area('Gulberg Town', [24.936, 67.064], ['Gulberg Karachi']),
  area('Karimabad', [24.918, 67.0575]),
  area('Azizabad', [24.9225, 67.068]),
  area('Buffer Zone', [24.9569, 67.0678]),
  area('North Karachi', [24.975, 67.061], ['نارتھ کراچی']),
  area('New Karachi', [24.986, 67.052]),
  area('Surjani Town', [25.018, 67.056], ['Surjani']),

  // West
  area('SITE', [24.9, 67.005], ['S.I.T.E.', 'SITE Area', 'Sindh Industrial Trading Estate']),
  area('Orangi Town', [24.95, 66.995], ['Orangi', 'اورنگی ٹاؤن']),
  area('Baldia Town', [24.923, 66.965], ['Baldia']),
  area('Mauripur', [24.875, 66.96]),

  // Out along the Super Highway
  area('Bahria Town Karachi', [25.0, 67.31], ['Bahria Town', 'BTK']),
];
