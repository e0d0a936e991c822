import type { GazetteerPlace } from '../gazetteer-entry.js';
import { placeMaker } from './place-maker.js';

const { market } = placeMaker('Lahore');

/** Lahore's bazaars, markets, food streets and malls. */
export const LAHORE_MARKETS: readonly GazetteerPlace[] = [
  // Walled City and Anarkali
  market('Shah Alam Market', 'Walled City', [31.579, 74.316], ['Shah Alami', 'Shahalmi']),
  market('Azam Cloth Market', 'Walled City', [31.584, 74.322]),
  market('Akbari Mandi', 'Walled City', [31.5805, 74.3265]),
  market('Rang Mahal', 'Walled City', [31.5825, 74.3165]),
  market('Kashmiri Bazaar', 'Walled City', [31.5835, 74.3195], ['Kashmiri Bazar']),
  market('Fort Road Food Street', 'Walled City', [31.587, 74.3115], ['Fort Road']),
  market('Gawalmandi Food Street', 'Walled City', [31.576, 74.3245], ['Gawalmandi']),
  market('Anarkali Bazaar', 'Anarkali', [31.5687, 74.3105], ['Anarkali Bazar', 'انارکلی بازار']),
  market('Tollinton Market', 'Anarkali', [31.5685, 74.309]),
  market('Urdu Bazaar Lahore', 'Anarkali', [31.5735, 74.3095], ['Urdu Bazar']),
  market('Hall Road', 'Anarkali', [31.5645, 74.3175], ['Hall Road Electronics Market']),
  market('Neela Gumbad', 'Anarkali', [31.5705, 74.3145], ['Nila Gumbad']),
  market('Brandreth Road', 'Walled City', [31.5745, 74.322], ['Brandreth Road Market']),
  market('Landa Bazaar', 'Garhi Shahu', [31.5755, 74.3325], ['Landa Bazar']),

  // Gulberg
  market('Liberty Market', 'Gulberg III', [31.5105, 74.3443], ['Liberty', 'لبرٹی مارکیٹ']),
  market('Hafeez Centre', 'Gulberg III', [31.5162, 74.3432], ['Hafeez Center']),
  market('Ghalib Market', 'Gulberg III', [31.515, 74.3395]),
  market('Firdous Market', 'Gulberg III', [31.5085, 74.351]),
  market('Main Market Gulberg', 'Gulberg II', [31.5235, 74.3495], ['Main Market']),
  market('Mini Market Gulberg', 'Gulberg II', [31.5215, 74.3435], ['Mini Market']),

  // West and south
  market('Ichhra Bazaar', 'Ichhra', [31.5325, 74.3175], ['Ichhra Market']),
  market('Shadman Market', 'Shadman', [31.5415, 74.3255]),
  market('Moon Market', 'Allama Iqbal Town', [31.5118, 74.2858]),
  market('Karim Block Market', 'Allama Iqbal Town', [31.502, 74.279]),
  market('Barkat Market', 'Garden Town', [31.5045, 74.3225]),
  market('H Block Market Model Town', 'Model Town', [31.477, 74.328], ['H Block Market']),
  market('Emporium Mall', 'Johar Town', [31.4673, 74.2658], ['Emporium']),
  market('G-1 Market Johar Town', 'Johar Town', [31.471, 74.279], ['G1 Market']),

  // Cantonment and Defence
  market('Packages Mall', 'Walton', [31.4712, 74.3556]),
  market('Fortress Square', 'Cantt', [31.53, 74.368], ['Fortress Square Mall', 'Fortress']),
  market('Cantt Sadar Bazaar', 'Cantt', [31.5135, 74.3915], ['Sadar Bazaar Lahore Cantt']),
  market('Y Block Market', 'DHA Phase 3', [31.475, 74.384], ['Y Block DHA', 'Y Block']),
];
