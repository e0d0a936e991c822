import type { HoursProfile } from './working-hours.js';

export type City = 'Karachi' | 'Lahore' | 'Islamabad';

export interface StoreSeed {
  name: string;
  industry: string;
  city: City;
  area: string;
  addressLine: string;
  lat: number;
  long: number;
  hours: HoursProfile;
  serviceRadiusKm: number;
  minimumOrderRupees: number;
  /** Set when the store overrides the platform delivery fee; 0 means free delivery. */
  deliveryFeeRupees?: number;
  preparationMinutes: number;
  deliveryMinutes: number;
  rating: number;
}

/** Generous boxes around each city, used to check that seeded coordinates stay inside. */
export const CITY_BOUNDS: Readonly<Record<City, { minLat: number; maxLat: number; minLong: number; maxLong: number }>> = {
  Karachi: { minLat: 24.75, maxLat: 25.05, minLong: 66.95, maxLong: 67.3 },
  Lahore: { minLat: 31.35, maxLat: 31.65, minLong: 74.15, maxLong: 74.5 },
  Islamabad: { minLat: 33.6, maxLat: 33.78, minLong: 72.95, maxLong: 73.15 },
};

interface Terms {
  radius: number;
  min: number;
  fee?: number;
  prep: number;
  eta: number;
  rating: number;
}

function store(
  industry: string,
  name: string,
  city: City,
  area: string,
  addressLine: string,
  [lat, long]: readonly [number, number],
  hours: HoursProfile,
  terms: Terms,
): StoreSeed {
  const { radius, min, fee, prep, eta, rating } = terms;
  return {
    name, industry, city, area, addressLine, lat, long, hours,
    serviceRadiusKm: radius, minimumOrderRupees: min, preparationMinutes: prep, deliveryMinutes: eta, rating,
    ...(fee === undefined ? {} : { deliveryFeeRupees: fee }),
  };
}

const KHI = 'Karachi';
const LHE = 'Lahore';
const ISB = 'Islamabad';

/** Real neighbourhoods and markets; the first store is the demo merchant's (Karachi, Food). */
export const STORES: readonly StoreSeed[] = [
  // Food
  store('food', 'Karachi Biryani House', KHI, 'Burns Road, Saddar', 'Shop 14, Burns Road Food Street', [24.8585, 67.0155], 'daily-late', { radius: 8, min: 300, prep: 25, eta: 35, rating: 4.6 }),
  store('food', 'Boat Basin Tikka Corner', KHI, 'Clifton Block 5', 'Stall 7, Boat Basin Food Street', [24.8207, 67.029], 'late-night', { radius: 6, min: 500, fee: 99, prep: 30, eta: 35, rating: 4.4 }),
  store('food', 'Gulshan Karahi Point', KHI, 'Gulshan-e-Iqbal Block 13-D', 'Plot SB-9, near Nipa Chowrangi', [24.9175, 67.096], 'lunch-dinner', { radius: 7, min: 400, prep: 35, eta: 40, rating: 4.3 }),
  store('food', 'Bahadurabad Nihari & Paye', KHI, 'Bahadurabad', 'Shop 3, Bahadurabad Chowrangi', [24.883, 67.068], 'daily', { radius: 6, min: 300, fee: 0, prep: 20, eta: 30, rating: 4.5 }),
  store('food', 'Lahori Chargha House', LHE, 'Gulberg III', '42-C, MM Alam Road', [31.5117, 74.3508], 'lunch-dinner', { radius: 9, min: 600, prep: 30, eta: 40, rating: 4.7 }),
  store('food', 'Anarkali Desi Dhaba', LHE, 'Anarkali', 'Near Lohari Gate, Anarkali Bazaar', [31.5676, 74.311], 'late-night', { radius: 7, min: 300, prep: 25, eta: 40, rating: 4.2 }),
  store('food', 'Margalla Burger Co.', ISB, 'F-7 Markaz', 'Shop 21, Jinnah Super Market', [33.721, 73.0572], 'daily-late', { radius: 10, min: 500, prep: 20, eta: 30, rating: 4.5 }),
  store('food', 'Peshawari Chapli Kabab House', ISB, 'G-9 Markaz', 'Block 4, Karachi Company', [33.6885, 73.03], 'lunch-dinner', { radius: 8, min: 400, fee: 149, prep: 25, eta: 35, rating: 4.4 }),
  // Grocery
  store('grocery', 'Al-Madina Super Store', KHI, 'Clifton Block 2', 'Shop 1-3, near Teen Talwar', [24.8319, 67.0336], 'daily-late', { radius: 10, min: 500, fee: 0, prep: 15, eta: 35, rating: 4.5 }),
  store('grocery', 'Hyderi Kiryana Mart', KHI, 'North Nazimabad Block H', 'D-12, Hyderi Market', [24.9366, 67.0413], 'friday-prayer', { radius: 8, min: 300, prep: 10, eta: 30, rating: 4.3 }),
  store('grocery', 'Tariq Road Cash & Carry', KHI, 'PECHS Block 2', '126-A, Tariq Road', [24.8714, 67.0611], 'daily', { radius: 12, min: 1000, prep: 20, eta: 45, rating: 4.1 }),
  store('grocery', 'Johar Town Grocers', LHE, 'Johar Town', '88 G-1 Market, Khokhar Chowk', [31.472, 74.2796], 'daily', { radius: 9, min: 400, prep: 15, eta: 35, rating: 4.4 }),
  store('grocery', 'Y-Block Fresh Mart', LHE, 'DHA Phase 3', '152 Y-Block Commercial', [31.4717, 74.3778], 'daily-late', { radius: 8, min: 500, fee: 99, prep: 10, eta: 30, rating: 4.6 }),
  store('grocery', 'F-10 Markaz Super Store', ISB, 'F-10 Markaz', 'Shop 5, Subhan Plaza, F-10 Markaz', [33.6953, 73.0138], 'daily-late', { radius: 10, min: 500, prep: 15, eta: 30, rating: 4.5 }),
  // Pharmacy
  store('pharmacy', 'Shifa Pharmacy 24/7', KHI, 'Clifton Block 8', 'Shop 2, Khayaban-e-Roomi', [24.8025, 67.03], 'always', { radius: 15, min: 0, prep: 5, eta: 25, rating: 4.8 }),
  store('pharmacy', 'Jauhar Medical Store', KHI, 'Gulistan-e-Jauhar Block 14', 'Shop 9, Jauhar Chowrangi', [24.913, 67.133], 'daily-late', { radius: 7, min: 200, prep: 5, eta: 25, rating: 4.4 }),
  store('pharmacy', 'Model Town Pharmacy', LHE, 'Model Town', '5-Link Road Market, Model Town', [31.48, 74.319], 'daily-late', { radius: 8, min: 200, fee: 0, prep: 5, eta: 25, rating: 4.6 }),
  store('pharmacy', 'Gulberg Chemists', LHE, 'Gulberg II', '12 Mini Market, Gulberg II', [31.5241, 74.352], 'daily', { radius: 6, min: 200, prep: 5, eta: 20, rating: 4.3 }),
  store('pharmacy', 'Blue Area Pharmacy', ISB, 'Blue Area', 'Ground floor, Jinnah Avenue, Blue Area', [33.712, 73.064], 'daily-late', { radius: 12, min: 0, prep: 5, eta: 25, rating: 4.7 }),
  // Bakery
  store('bakery', 'Nursery Sweets & Bakers', KHI, 'PECHS Block 6', 'Shop 8, Nursery, Shahrah-e-Faisal', [24.8633, 67.068], 'early', { radius: 7, min: 300, prep: 10, eta: 30, rating: 4.5 }),
  store('bakery', 'Royal Bakers', KHI, 'Nazimabad No. 3', 'Shop 4, Nazimabad No. 3 Chowrangi', [24.911, 67.0345], 'early', { radius: 6, min: 200, prep: 10, eta: 25, rating: 4.2 }),
  store('bakery', 'Barkat Bakers', LHE, 'Garden Town', '17 Barkat Market, Garden Town', [31.5021, 74.3245], 'early', { radius: 7, min: 300, fee: 0, prep: 10, eta: 30, rating: 4.6 }),
  store('bakery', 'Super Market Bakery', ISB, 'F-6 Markaz', 'Shop 11, Super Market, F-6', [33.7275, 73.076], 'early', { radius: 8, min: 300, prep: 10, eta: 25, rating: 4.5 }),
  // Meat & Seafood
  store('meat-seafood', 'Sea Breeze Fish Market', KHI, 'DHA Phase 5', 'Shop 22, Khadda Market', [24.8072, 67.0472], 'friday-prayer', { radius: 9, min: 800, prep: 20, eta: 35, rating: 4.4 }),
  store('meat-seafood', 'Iqbal Town Halal Meat', LHE, 'Allama Iqbal Town', 'Moon Market, Allama Iqbal Town', [31.5152, 74.2866], 'early', { radius: 8, min: 700, prep: 20, eta: 35, rating: 4.3 }),
  store('meat-seafood', 'I-8 Fresh Meat & Poultry', ISB, 'I-8 Markaz', 'Shop 6, I-8 Markaz', [33.668, 73.0755], 'early', { radius: 10, min: 700, fee: 199, prep: 20, eta: 35, rating: 4.2 }),
  // Fruits & Vegetables
  store('fruits-vegetables', 'Maskan Sabzi Fresh', KHI, 'Gulshan-e-Iqbal Block 2', 'Near Maskan Chowrangi', [24.931, 67.0939], 'early', { radius: 7, min: 300, prep: 15, eta: 30, rating: 4.1 }),
  store('fruits-vegetables', 'Township Fruit & Sabzi', LHE, 'Township', 'Sector B-2, Township Market', [31.4497, 74.3081], 'early', { radius: 8, min: 300, fee: 0, prep: 15, eta: 35, rating: 4.3 }),
  store('fruits-vegetables', 'G-11 Fresh Farm', ISB, 'G-11 Markaz', 'Shop 14, G-11 Markaz', [33.6681, 72.9958], 'early', { radius: 9, min: 300, prep: 15, eta: 30, rating: 4.4 }),
  // Electronics
  store('electronics', 'Saddar Electronics Bazaar', KHI, 'Saddar', 'Shop 31, Abdullah Haroon Road', [24.8585, 67.0263], 'closed-sunday', { radius: 15, min: 1000, fee: 249, prep: 30, eta: 60, rating: 4.1 }),
  store('electronics', 'Hall Road Electronics', LHE, 'Hall Road', '23-Hall Road, near Regal Chowk', [31.5644, 74.3179], 'closed-sunday', { radius: 15, min: 1000, prep: 30, eta: 60, rating: 4.2 }),
  store('electronics', 'Capital Electronics', ISB, 'F-8 Markaz', 'Shop 2, Ali Plaza, F-8 Markaz', [33.709, 73.039], 'daily', { radius: 15, min: 1000, fee: 0, prep: 30, eta: 50, rating: 4.5 }),
  // Mobiles
  store('mobiles', 'Star City Mobiles', KHI, 'Saddar', 'Shop 118, Star City Mall, Saddar', [24.856, 67.0255], 'friday-morning', { radius: 12, min: 500, prep: 15, eta: 45, rating: 4.2 }),
  store('mobiles', 'Hafeez Centre Mobiles', LHE, 'Gulberg III', 'Shop 209, Hafeez Centre', [31.5166, 74.3434], 'closed-sunday', { radius: 12, min: 500, prep: 15, eta: 45, rating: 4.0 }),
  store('mobiles', 'Karachi Company Mobile Zone', ISB, 'G-9 Markaz', 'Shop 12, Karachi Company', [33.6892, 73.0312], 'friday-prayer', { radius: 12, min: 500, fee: 0, prep: 15, eta: 40, rating: 4.3 }),
  // Fashion
  store('fashion', 'Tariq Road Lawn House', KHI, 'PECHS Block 2', 'Shop 44, Dolmen Mall, Tariq Road', [24.8722, 67.0598], 'daily', { radius: 12, min: 1000, prep: 20, eta: 50, rating: 4.4 }),
  store('fashion', 'Zainab Market Menswear', KHI, 'Saddar', 'Shop 57, Zainab Market', [24.8555, 67.0268], 'closed-sunday', { radius: 10, min: 800, fee: 149, prep: 20, eta: 45, rating: 4.0 }),
  store('fashion', 'Liberty Kurta Collection', LHE, 'Gulberg III', 'Shop 9, Liberty Market', [31.5103, 74.3441], 'daily', { radius: 12, min: 1000, prep: 20, eta: 45, rating: 4.5 }),
  store('fashion', 'Margalla Threads', ISB, 'F-7 Markaz', 'Shop 33, Jinnah Super Market', [33.7204, 73.0581], 'daily', { radius: 12, min: 1000, fee: 0, prep: 20, eta: 40, rating: 4.6 }),
  // Beauty
  store('beauty', 'Zamzama Beauty Bar', KHI, 'DHA Phase 5', '14-C, Zamzama Commercial Lane 3', [24.8133, 67.0383], 'daily', { radius: 10, min: 700, prep: 10, eta: 35, rating: 4.6 }),
  store('beauty', 'Gulberg Glow Cosmetics', LHE, 'Gulberg III', '77-C, MM Alam Road', [31.5109, 74.3517], 'daily', { radius: 10, min: 700, fee: 99, prep: 10, eta: 35, rating: 4.4 }),
  store('beauty', 'Kohsar Beauty Store', ISB, 'F-6/3', 'Shop 4, Kohsar Market', [33.7334, 73.07], 'daily', { radius: 10, min: 700, prep: 10, eta: 30, rating: 4.5 }),
  // Home & Living
  store('home-living', 'Karsaz Home Centre', KHI, 'Shahrah-e-Faisal', 'Karsaz Road, near Nursery Flyover', [24.88, 67.092], 'daily', { radius: 14, min: 1000, prep: 25, eta: 60, rating: 4.2 }),
  store('home-living', 'DHA Home & Kitchen', LHE, 'DHA Phase 5', '31-CCA, DHA Phase 5', [31.4634, 74.4096], 'daily', { radius: 14, min: 1000, fee: 0, prep: 25, eta: 55, rating: 4.5 }),
  store('home-living', 'F-11 Living', ISB, 'F-11 Markaz', 'Shop 7, Hill View Plaza, F-11 Markaz', [33.6847, 72.988], 'daily', { radius: 13, min: 1000, prep: 25, eta: 50, rating: 4.3 }),
  // Pets
  store('pets', 'Bukhari Pet Shop', KHI, 'DHA Phase 6', '9-C, Bukhari Commercial Lane 6', [24.7962, 67.0581], 'daily', { radius: 12, min: 500, prep: 10, eta: 40, rating: 4.7 }),
  store('pets', 'Islamabad Pet Care', ISB, 'F-10 Markaz', 'Shop 18, Jami Plaza, F-10 Markaz', [33.6961, 73.0151], 'daily', { radius: 12, min: 500, fee: 149, prep: 10, eta: 35, rating: 4.5 }),
  // Flowers & Gifts
  store('flowers-gifts', 'Aisha Manzil Flowers & Gifts', KHI, 'Federal B Area Block 13', 'Near Aisha Manzil Chowrangi', [24.9258, 67.0655], 'daily', { radius: 10, min: 500, prep: 20, eta: 40, rating: 4.3 }),
  store('flowers-gifts', 'Shadman Gul Phool', LHE, 'Shadman', 'Shop 3, Shadman Market', [31.541, 74.327], 'early', { radius: 10, min: 500, fee: 0, prep: 20, eta: 40, rating: 4.6 }),
  store('flowers-gifts', 'Aabpara Bouquets', ISB, 'G-6 Aabpara', 'Flower stall 5, Aabpara Market', [33.708, 73.088], 'daily', { radius: 10, min: 500, prep: 20, eta: 35, rating: 4.4 }),
  // Stationery
  store('stationery', 'Urdu Bazaar Stationers', KHI, 'Urdu Bazaar', 'Shop 61, Urdu Bazaar, MA Jinnah Road', [24.862, 67.019], 'closed-sunday', { radius: 12, min: 300, prep: 10, eta: 40, rating: 4.2 }),
  store('stationery', 'Lahore Stationery Mart', LHE, 'Urdu Bazar', '19 Urdu Bazar, near Anarkali', [31.5715, 74.309], 'closed-sunday', { radius: 12, min: 300, fee: 99, prep: 10, eta: 40, rating: 4.1 }),
  store('stationery', 'Melody Stationers', ISB, 'G-6 Melody', 'Shop 26, Melody Market', [33.71, 73.089], 'friday-morning', { radius: 10, min: 300, prep: 10, eta: 30, rating: 4.3 }),
  // Baby Care
  store('baby-care', 'Karimabad Baby World', KHI, 'Federal B Area Block 3', 'Shop 10, Karimabad Market', [24.9208, 67.0562], 'daily', { radius: 10, min: 500, fee: 0, prep: 10, eta: 35, rating: 4.5 }),
  store('baby-care', 'Little Ones Baby Care', LHE, 'Johar Town', 'Shop 6, near Emporium Mall, Johar Town', [31.467, 74.266], 'daily', { radius: 10, min: 500, prep: 10, eta: 35, rating: 4.4 }),
  // Sports
  store('sports', 'Nazimabad Sports House', KHI, 'North Nazimabad Block L', 'Shop 5, Five Star Chowrangi', [24.944, 67.048], 'daily', { radius: 12, min: 800, prep: 15, eta: 45, rating: 4.3 }),
  store('sports', 'Fortress Sports', LHE, 'Lahore Cantt', 'Shop 12, Fortress Stadium', [31.533, 74.366], 'daily', { radius: 12, min: 800, fee: 199, prep: 15, eta: 45, rating: 4.5 }),
  store('sports', 'G-10 Cricket & Fitness', ISB, 'G-10 Markaz', 'Shop 3, G-10 Markaz', [33.6765, 73.014], 'daily', { radius: 12, min: 800, prep: 15, eta: 40, rating: 4.4 }),
  // Dairy
  store('dairy', 'Nazimabad Milk Shop', KHI, 'Nazimabad No. 2', 'Shop 2, Nazimabad No. 2 Market', [24.9075, 67.03], 'early', { radius: 5, min: 200, prep: 5, eta: 25, rating: 4.4 }),
  store('dairy', 'Faisal Town Dairy', LHE, 'Faisal Town', '41-C, Faisal Town Market', [31.4786, 74.3021], 'early', { radius: 6, min: 200, fee: 0, prep: 5, eta: 25, rating: 4.6 }),
  store('dairy', 'I-10 Farm Fresh Dairy', ISB, 'I-10 Markaz', 'Shop 9, I-10 Markaz', [33.648, 73.039], 'early', { radius: 6, min: 200, prep: 5, eta: 25, rating: 4.3 }),
  // Beverages
  store('beverages', 'Gulshan Cold Drinks Depot', KHI, 'Gulshan-e-Iqbal Block 5', 'Plot 12, Block 5, University Road', [24.9195, 67.086], 'daily-late', { radius: 9, min: 500, prep: 10, eta: 30, rating: 4.1 }),
  store('beverages', 'Wapda Town Beverage Depot', LHE, 'Wapda Town', '24 Block E-2, Wapda Town', [31.4357, 74.264], 'daily', { radius: 10, min: 500, fee: 99, prep: 10, eta: 35, rating: 4.2 }),
  // Books
  store('books', 'Clifton Book Corner', KHI, 'Clifton Block 4', 'Shop 7, Clifton Centre, Block 4', [24.823, 67.03], 'daily', { radius: 14, min: 500, prep: 10, eta: 45, rating: 4.7 }),
  store('books', 'Margalla Books', ISB, 'F-7 Markaz', 'Shop 40, Jinnah Super Market', [33.7218, 73.0565], 'closed-sunday', { radius: 14, min: 500, fee: 0, prep: 10, eta: 40, rating: 4.8 }),
  // Hardware
  store('hardware', 'Jodia Bazaar Hardware', KHI, 'Jodia Bazaar', 'Shop 88, Jodia Bazaar', [24.855, 66.999], 'closed-sunday', { radius: 15, min: 500, prep: 20, eta: 50, rating: 4.0 }),
  store('hardware', 'Shah Alam Hardware Store', LHE, 'Shah Alam Market', 'Shop 15, Shah Alam Market', [31.5788, 74.315], 'closed-sunday', { radius: 15, min: 500, fee: 149, prep: 20, eta: 50, rating: 4.1 }),
  store('hardware', 'I-9 Tools & Hardware', ISB, 'I-9 Industrial Area', 'Plot 27, Street 6, I-9/2', [33.658, 73.053], 'friday-prayer', { radius: 15, min: 500, prep: 20, eta: 45, rating: 4.2 }),
  // Toys
  store('toys', 'Cavalry Ground Toy Land', LHE, 'Cavalry Ground', '8-Commercial Area, Cavalry Ground', [31.5005, 74.3656], 'daily', { radius: 12, min: 700, prep: 15, eta: 40, rating: 4.5 }),
  store('toys', 'Bahria Toy World', LHE, 'Bahria Town', 'Shop 4, Sector C Commercial, Bahria Town', [31.368, 74.185], 'daily', { radius: 10, min: 700, fee: 0, prep: 15, eta: 40, rating: 4.3 }),
  // Health & Wellness
  store('health-wellness', 'Sehat Wellness Store', KHI, 'PECHS Block 2', 'Shop 15, Tariq Road', [24.8708, 67.0625], 'daily', { radius: 12, min: 500, prep: 10, eta: 35, rating: 4.4 }),
  store('health-wellness', 'Liberty Vitamins & Herbal', LHE, 'Gulberg III', 'Shop 21, Liberty Market', [31.5098, 74.3436], 'daily', { radius: 12, min: 500, prep: 10, eta: 35, rating: 4.3 }),
];
