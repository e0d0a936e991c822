import type { GazetteerPlace } from '../gazetteer-entry.js';
import { placeMaker } from './place-maker.js';

const { area } = placeMaker('Islamabad');

/**
 * Islamabad's sectors and neighbourhoods. The sectors form a grid turned about 30° from north:
 * letters run from the hills (D, E) towards Rawalpindi (I), numbers grow westwards; each point
 * is the sector's middle, where its markaz usually is.
 */
export const ISLAMABAD_AREAS: readonly GazetteerPlace[] = [
  // Under the Margalla Hills
  area('D-12', [33.706, 72.947], ['D12']),
  area('E-7', [33.7351, 73.0485], ['E7']),
  area('E-8', [33.7263, 73.0302], ['E8']),
  area('E-9', [33.7175, 73.012], ['E9']),
  area('E-11', [33.6999, 72.9755], ['E11']),

  // F row, north of Jinnah Avenue
  area('F-5', [33.7378, 73.0952], ['F5']),
  area('F-6', [33.729, 73.077], ['F6']),
  area('F-7', [33.7202, 73.0587], ['F7']),
  area('F-8', [33.7114, 73.0405], ['F8']),
  area('F-9', [33.7027, 73.0223], ['F9']),
  area('F-10', [33.6939, 73.004], ['F10']),
  area('F-11', [33.6851, 72.9858], ['F11']),

  // G row, between Jinnah Avenue and the Srinagar Highway
  area('G-5', [33.723, 73.1055], ['G5']),
  area('G-6', [33.7142, 73.0872], ['G6']),
  area('G-7', [33.7054, 73.069], ['G7']),
  area('G-8', [33.6966, 73.0508], ['G8']),
  area('G-9', [33.6878, 73.0325], ['G9']),
  area('G-10', [33.6791, 73.0143], ['G10']),
  area('G-11', [33.6703, 72.996], ['G11']),
  area('G-12', [33.6615, 72.9778], ['G12']),
  area('G-13', [33.6527, 72.9596], ['G13']),
  area('G-14', [33.6439, 72.9413], ['G14']),
  area('G-15', [33.6351, 72.9231], ['G15']),

  // H and I rows, towards Rawalpindi
  area('H-8', [33.6818, 73.061], ['H8']),
  area('H-9', [33.673, 73.0428], ['H9']),
  area('H-10', [33.6642, 73.0245], ['H10']),
  area('H-11', [33.6554, 73.0063], ['H11']),
  area('H-12', [33.6467, 72.9881], ['H12']),
  area('H-13', [33.6379, 72.9698], ['H13']),
  area('I-8', [33.667, 73.0713], ['I8']),
  area('I-9', [33.6582, 73.053], ['I9']),
  area('I-10', [33.6494, 73.0348], ['I10']),
  area('I-11', [33.6406, 73.0166], ['I11']),

  // Around the grid
  area('Blue Area', [33.7195, 73.0765], ['Jinnah Avenue Blue Area', 'بلیو ایریا']),
  area('Diplomatic Enclave', [33.7255, 73.1115]),
  area('Shakarparian', [33.688, 73.0745], ['Shakarparian Park', 'Shakar Parian']),
  area('Saidpur', [33.7419, 73.0705], ['Saidpur Village']),
  area('Bari Imam', [33.744, 73.12], ['Noorpur Shahan']),
  area('Bhara Kahu', [33.735, 73.18], ['Bharakahu']),
  area('Bani Gala', [33.714, 73.153], ['Banigala', 'بنی گالہ']),
  area('Chak Shahzad', [33.657, 73.145]),
  area('Koral', [33.617, 73.127], ['Koral Town']),
  area('PWD Housing Scheme', [33.571, 73.143], ['PWD', 'PWD Colony']),
  area('DHA Phase 1', [33.537, 73.135], ['DHA Islamabad Phase 1', 'Defence Phase 1']),
  area('DHA Phase 2', [33.526, 73.16], ['DHA Islamabad Phase 2', 'Defence Phase 2']),
  area('Airport Area', [33.552, 72.83], ['New Airport Area']),
];
