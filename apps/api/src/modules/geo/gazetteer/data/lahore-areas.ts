import type { GazetteerPlace } from '../gazetteer-entry.js';
import { placeMaker } from './place-maker.js';

const { area } = placeMaker('Lahore');

/** Lahore's neighbourhoods, from the Walled City out to Defence and the southern suburbs. */
export const LAHORE_AREAS: readonly GazetteerPlace[] = [
  // Walled City and the old town around it
  area(
    'Walled City',
    [31.5815, 74.318],
    ['Androon Lahore', 'Androon Shehar', 'Old City', 'اندرون شہر'],
  ),
  area('Anarkali', [31.568, 74.311], ['انارکلی']),
  area('Mall Road', [31.559, 74.327], ['The Mall']),
  area('Badami Bagh', [31.5955, 74.3225]),
  area('Ravi Road', [31.595, 74.308]),
  area('Shadbagh', [31.587, 74.337], ['Shad Bagh']),
  area('Bilal Ganj', [31.578, 74.301], ['Bilal Gunj']),
  area('Garhi Shahu', [31.563, 74.342]),
  area('Mozang', [31.5535, 74.3145], ['Mozang Chungi']),
  area('Chauburji', [31.5555, 74.3013]),
  area('Islampura', [31.5635, 74.2995], ['Krishan Nagar']),
  area('Sanda', [31.562, 74.29]),
  area('Shahdara', [31.628, 74.285], ['Shahdara Bagh']),

  // East along the canal and the GT Road
  area('Dharampura', [31.559, 74.366]),
  area('Mughalpura', [31.568, 74.376]),
  area('Begumpura', [31.581, 74.359]),
  area('Baghbanpura', [31.5825, 74.37]),
  area('Harbanspura', [31.58, 74.43]),
  area('Daroghawala', [31.584, 74.395]),

  // West and south-west
  area('Samanabad', [31.5375, 74.2995], ['سمن آباد']),
  area('Gulshan-e-Ravi', [31.547, 74.282], ['Gulshan e Ravi']),
  area('Sabzazar', [31.528, 74.272]),
  area('Wahdat Colony', [31.522, 74.299]),
  area('Rehmanpura', [31.5365, 74.3085], ['Rehman Pura']),
  area('Awan Town', [31.503, 74.265]),
  area('Mustafa Town', [31.4885, 74.26]),
  area('Allama Iqbal Town', [31.509, 74.286], ['Iqbal Town', 'اقبال ٹاؤن']),
  area('Johar Town', [31.469, 74.278], ['Joher Town', 'جوہر ٹاؤن']),
  area('Thokar Niaz Beg', [31.471, 74.243], ['Thokar']),
  area('Wapda Town', [31.433, 74.265]),
  area('PIA Housing Society', [31.4435, 74.269], ['PIA Society']),
  area('EME Society', [31.4575, 74.243], ['EME Housing Society']),
  area('Valencia Town', [31.405, 74.243], ['Valencia']),
  area('Bahria Town Lahore', [31.368, 74.185], ['Bahria Town']),

  // Centre: Ichhra, Shadman and Gulberg
  area('Ichhra', [31.533, 74.3165], ['Ichra', 'اچھرہ']),
  area('Shah Jamal', [31.5325, 74.326]),
  area('Shadman', [31.5405, 74.3285], ['Shadman Colony']),
  area('Zaman Park', [31.548, 74.342]),
  area('Muslim Town', [31.516, 74.311]),
  area('Gulberg', [31.518, 74.348], ['Gulberg Lahore', 'گلبرگ']),
  area('Gulberg II', [31.5235, 74.348], ['Gulberg 2']),
  area('Gulberg III', [31.511, 74.343], ['Gulberg 3']),
  area('Garden Town', [31.501, 74.3175], ['New Garden Town']),

  // South along Ferozepur Road
  area('Model Town', [31.481, 74.3256], ['ماڈل ٹاؤن']),
  area('Model Town Extension', [31.47, 74.32]),
  area('Faisal Town', [31.48, 74.3075]),
  area('Kot Lakhpat', [31.464, 74.328]),
  area('Township', [31.4495, 74.308], ['ٹاؤن شپ']),
  area('Green Town', [31.443, 74.308]),
  area('Chungi Amar Sidhu', [31.447, 74.347], ['Amar Sidhu']),

  // Cantonment and Defence
  area('Cantt', [31.517, 74.385], ['Lahore Cantt', 'Lahore Cantonment']),
  area('Cavalry Ground', [31.506, 74.368]),
  area('Walton', [31.49, 74.357], ['Walton Cantt']),
  area('DHA Lahore', [31.475, 74.41], ['DHA', 'Defence', 'Defence Housing Authority', 'ڈیفنس']),
  area('DHA Phase 1', [31.4855, 74.392], ['Defence Phase 1', 'DHA Phase I']),
  area('DHA Phase 2', [31.476, 74.406], ['Defence Phase 2', 'DHA Phase II']),
  area('DHA Phase 3', [31.4745, 74.381], ['Defence Phase 3', 'DHA Phase III']),
  area('DHA Phase 4', [31.463, 74.386], ['Defence Phase 4', 'DHA Phase IV']),
  area('DHA Phase 5', [31.461, 74.407], ['Defence Phase 5', 'DHA Phase V']),
  area('DHA Phase 6', [31.472, 74.45], ['Defence Phase 6', 'DHA Phase VI']),
  area('DHA Phase 7', [31.445, 74.465], ['Defence Phase 7', 'DHA Phase VII']),
  area('DHA Phase 8', [31.495, 74.43], ['Defence Phase 8', 'DHA Phase VIII', 'Air Avenue']),
];
