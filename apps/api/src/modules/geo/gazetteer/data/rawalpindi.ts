import type { Gazetteer } from '../gazetteer-entry.js';
import { placeMaker } from './place-maker.js';

const { area, market, landmark, road } = placeMaker('Rawalpindi');

/** Rawalpindi, Islamabad's twin city: its old bazaars, Saddar, Satellite Town and Bahria Town. */
export const RAWALPINDI: Gazetteer = {
  places: [
    area('Saddar', [33.5968, 73.0528], ['Saddar Rawalpindi', 'صدر']),
    area('Lalkurti', [33.591, 73.056], ['Lal Kurti']),
    area('Tench Bhata', [33.574, 73.047]),
    area('Raja Bazar', [33.614, 73.062], ['Raja Bazaar', 'راجہ بازار']),
    area('Westridge', [33.604, 73.027], ['West Ridge']),
    area('Pir Wadhai', [33.64, 73.032]),
    area('Satellite Town', [33.64, 73.069], ['Satellite Town Rawalpindi', 'سیٹلائٹ ٹاؤن']),
    area('Sadiqabad', [33.633, 73.081]),
    area('Shamsabad', [33.653, 73.081]),
    area('Chaklala Scheme III', [33.588, 73.088], ['Chaklala Scheme 3', 'Chaklala']),
    area('Bahria Town Rawalpindi', [33.525, 73.105], ['Bahria Town', 'Bahria Town Islamabad']),

    market(
      'Commercial Market',
      'Satellite Town',
      [33.6358, 73.0716],
      ['Commercial Market Rawalpindi'],
    ),
    market('Bank Road', 'Saddar', [33.5965, 73.0505], ['Saddar Bazaar']),
    market('Moti Bazar', 'Raja Bazar', [33.6125, 73.0605], ['Moti Bazaar']),

    landmark('Liaquat Bagh', 'Raja Bazar', [33.6055, 73.0665]),
    landmark('Committee Chowk', 'Raja Bazar', [33.612, 73.0685]),
    landmark('Kacheri Chowk', 'Saddar', [33.599, 73.062], ['Kutchery Chowk']),
    landmark('Ayub National Park', 'Tench Bhata', [33.5735, 73.0625], ['Ayub Park']),
    landmark('Chandni Chowk', 'Satellite Town', [33.63, 73.0745]),
    landmark('Holy Family Hospital', 'Satellite Town', [33.6415, 73.0735]),
    landmark('6th Road Chowk', 'Satellite Town', [33.644, 73.0795], ['6th Road', 'Sixth Road']),
    landmark('Rawalpindi Cricket Stadium', 'Shamsabad', [33.651, 73.0767], ['Pindi Stadium']),
    landmark('Faizabad Interchange', 'Shamsabad', [33.664, 73.086], ['Faizabad']),
    landmark(
      'PAF Base Nur Khan',
      'Chaklala Scheme III',
      [33.6167, 73.0992],
      ['Chaklala Airbase', 'Benazir Bhutto International Airport', 'Old Islamabad Airport'],
    ),
  ],
  roads: [
    road(
      'Murree Road',
      [
        [33.664, 73.086], // Faizabad
        [33.653, 73.082], // Shamsabad
        [33.644, 73.0795], // 6th Road
        [33.637, 73.077],
        [33.63, 73.0745], // Chandni Chowk
        [33.621, 73.0715],
        [33.612, 73.0685], // Committee Chowk
        [33.6055, 73.0665], // Liaquat Bagh
        [33.599, 73.062],
      ],
      ['مری روڈ'],
    ),
    road('Peshawar Road', [
      [33.596, 73.048],
      [33.6, 73.036],
      [33.604, 73.025], // Westridge
      [33.61, 73.013],
      [33.617, 73.002],
      [33.625, 72.992],
      [33.633, 72.982],
    ]),
    road(
      'Mall Road Rawalpindi',
      [
        [33.599, 73.062],
        [33.596, 73.057],
        [33.5935, 73.052],
        [33.591, 73.047],
        [33.589, 73.042],
      ],
      ['The Mall Rawalpindi', 'Mall Road'],
    ),
  ],
};
