import {
  APPAREL_SIZES, BAT_SIZES, MEN_SHOE_SIZES, SPORT_COLORS,
  cat, sub, type IndustryCatalog,
} from './catalog-types.js';

export const FLOWERS_GIFTS: IndustryCatalog = {
  blurbs: [
    'Arranged by hand on the day of delivery, with a free message card.',
    'Fresh flowers and thoughtful gifts for Eid, weddings and birthdays.',
    'Wrapped beautifully and delivered with care.',
  ],
  categories: [
    cat('Flowers',
      sub('Bouquets', 'Red Rose Bouquet|Mixed Flower Bouquet|White Lily Bouquet|Tulip Bouquet|Sunflower Bouquet|Gerbera Bouquet|Orchid Bouquet', 1500, 12000, { v: 'Small|Medium|Large' }),
      sub('Gajray & Garlands', 'Motia Gajray@300|Rose Gajray@400|Mehndi Garland@1800|Rose Petals 1kg@1500|Car Decoration@8500|Stage Garland@6500', 300, 9000),
      sub('Arrangements', 'Flower Basket|Flower Box|Table Centrepiece|Heart Shaped Arrangement|Eid Flower Stand', 2500, 18000)),
    cat('Gifts',
      sub('Gift Hampers', 'Chocolate Hamper|Dry Fruit Hamper|Eid Gift Basket|Tea Lover Hamper|Birthday Hamper|Fruit Basket', 2500, 22000, { v: 'Classic|Deluxe' }),
      sub('Chocolates', 'Ferrero Rocher 16 pcs@3900|Lindt Assorted 200g@4500|Patchi Box@8900|Cadbury Celebrations@2400|Toblerone 360g@3200|Dairy Milk Silk@850|KitKat Gift Box@1500', 800, 9500),
      sub('Personalised Gifts', 'Custom Mug@1200|Engraved Pen@1800|Name Keychain@700|Photo Cushion@2200|Custom Photo Frame@1900|Printed T-Shirt@2500', 700, 4500)),
    cat('Occasions',
      sub('Party Supplies', 'Balloon Bouquet@2500|Birthday Banner Set@600|Helium Balloons 10@3500|Party Poppers@450|Candles Set@350|Cake & Flowers Combo@7500', 300, 8500),
      sub('Wedding & Eid', 'Eidi Envelopes@400|Mehndi Thaal@4500|Nikah Pen Set@2500|Dholki Decor Kit@6500|Wedding Favours 25 pcs@12000|Decorated Mithai Box@3500', 400, 14000)),
  ],
};

export const STATIONERY: IndustryCatalog = {
  blurbs: [
    'School and office essentials at bazaar prices; bulk orders welcome.',
    'Smooth writing, sturdy binding and brands students trust.',
    'Everything for the new term, delivered to your door.',
  ],
  categories: [
    cat('School Supplies',
      sub('Notebooks & Copies', 'Single Line Notebook@120|Register 200 pages@280|Spiral Notebook A4@450|Drawing Copy@150|Maths Graph Copy@120|Urdu Khushkhati Copy@80|Exercise Books Pack of 12@1400', 60, 1500),
      sub('Pens & Pencils', 'Dollar Ball Pen Pack@250|Piano Ball Point Pack@300|Pelikan Fountain Pen@3200|Gel Pen Set@650|HB Pencils 12 pcs@350|Highlighters 5 pcs@550|Marker Set@750|Eraser & Sharpener Set@150', 40, 3500),
      sub('Bags & Boxes', 'School Bag@4500|Geometry Box@650|Pencil Pouch@450|Lunch Box@900|Water Bottle 500ml@700', 300, 6500)),
    cat('Office',
      sub('Paper', 'A4 Paper Ream 80g@2600|Legal Paper Ream@3100|Sticky Notes@250|Envelopes 50 pcs@450|Printer Labels@900|File Folders 10 pcs@700', 150, 3200),
      sub('Desk Supplies', 'Stapler@650|Paper Punch@750|Calculator@2500|Desk Organiser@1800|Scissors@350|Glue Stick@120|Scotch Tape@150|Whiteboard Marker Set@600', 120, 4500)),
    cat('Art & Craft',
      sub('Art Supplies', 'Water Colours 12@350|Oil Pastels 24@450|Colour Pencils 24@650|Acrylic Paint Set@2200|Sketchbook A4@600|Canvas Board@900|Paint Brushes Set@750|Clay Modelling Set@1200', 180, 6500),
      sub('Craft', 'Chart Paper@40|Glitter Sheets@250|Foam Sheets@300|Craft Scissors@350|Glue Gun@1200|Origami Paper@350', 50, 2200)),
  ],
};

export const SPORTS: IndustryCatalog = {
  blurbs: [
    'Match-grade gear from Sialkot and international brands.',
    'Built for gully cricket and the gym alike; tested for durability.',
    'Train harder and play better, with free advice from our staff.',
  ],
  categories: [
    cat('Cricket',
      sub('Bats', 'CA Plus 15000 Bat@42000|MB Malik Bat@38000|Tape Ball Bat@2200|English Willow Hard Ball Bat@55000|Kashmir Willow Bat@9500|Junior Cricket Bat@3500', 1800, 65000, { sizes: BAT_SIZES }),
      sub('Balls & Protective Gear', 'Tape Balls Pack of 6@900|Hard Ball@2200|Batting Gloves@4500|Batting Pads@6500|Cricket Helmet@9500|Stumps Set@3500|Kit Bag@7500', 500, 18000, { colors: SPORT_COLORS })),
    cat('Football & Rackets',
      sub('Football', 'Forward Football@4500|Match Football Size 5@8500|Training Football Size 4@2800|Futsal Ball@3500|Goalkeeper Gloves@3200|Shin Guards@1500|Football Boots@9500', 1200, 14000, { colors: SPORT_COLORS }),
      sub('Hockey & Rackets', 'Hockey Stick@6500|Badminton Racket@3500|Shuttlecocks 12@1800|Table Tennis Bat@2500|Squash Racket@9500|Tennis Balls 3@1500', 600, 18000, { colors: SPORT_COLORS })),
    cat('Fitness',
      sub('Gym Equipment', 'Dumbbells 5kg Pair@4500|Dumbbells 10kg Pair@8500|Kettlebell 8kg@5500|Resistance Bands@1800|Yoga Mat@2500|Skipping Rope@650|Ab Roller@2200|Push-up Bars@1800|Home Treadmill@165000', 500, 180000),
      sub('Sportswear', 'Dri-Fit T-Shirt|Track Suit|Running Shorts|Compression Tights|Sports Socks 3 pairs|Cricket Whites', 700, 8500, { sizes: APPAREL_SIZES, colors: SPORT_COLORS }),
      sub('Sports Shoes', 'Running Shoes|Training Shoes|Cricket Spikes|Indoor Court Shoes|Walking Shoes', 3500, 22000, { sizes: MEN_SHOE_SIZES, colors: SPORT_COLORS })),
    cat('Outdoor',
      sub('Cycling & Camping', 'Bicycle 26 inch@38000|Kids Bicycle 16 inch@18000|Cycle Helmet@4500|Camping Tent 4 person@16500|Sleeping Bag@7500|Hiking Backpack 40L@9500|Skateboard@6500', 2500, 65000, { colors: SPORT_COLORS })),
  ],
};

export const BOOKS: IndustryCatalog = {
  blurbs: [
    'A reader favourite, in a good-quality print edition.',
    'New copy, carefully packed to arrive without bent corners.',
    'Perfect for your shelf or as a gift for a book lover.',
  ],
  categories: [
    cat('Fiction',
      sub('Urdu Fiction', 'Peer-e-Kamil|Aangan|Raja Gidh|Jannat Kay Pattay|Umrao Jaan Ada|Udaas Naslain|Namal|Aab-e-Hayat', 600, 2200),
      sub('English Fiction', 'The Reluctant Fundamentalist|Home Fire|Moth Smoke|Exit West|Ice Candy Man|The Alchemist|Twilight in Delhi', 900, 4500)),
    cat('Non-fiction',
      sub('Biography & History', 'Jinnah of Pakistan|The Great Partition|Pakistan: A Hard Country|I Am Malala|Shahab Nama|Zavia', 900, 4200),
      sub('Self Help & Business', 'Atomic Habits|Rich Dad Poor Dad|The Psychology of Money|Deep Work|Think and Grow Rich|Ikigai', 800, 3500),
      sub('Religion', 'Quran with Urdu Translation@2500|Tafheem-ul-Quran Set@11500|Seerat-un-Nabi@4500|Riyad-us-Saliheen@2200|Hisnul Muslim@400|Stories of the Prophets@1500', 400, 12000)),
    cat('Children',
      sub('Kids Books', 'Ainak Wala Jin Stories|Amar Ayyar Series|Panchatantra Tales|Alif Laila|Bedtime Stories|Kids Colouring Book|Urdu Qaida|Phonics Workbook', 250, 2500)),
    cat('Education & Poetry',
      sub('Textbooks & Guides', 'Matric Physics Guide|FSc Chemistry Notes|O Level Mathematics|A Level Biology Past Papers|CSS General Knowledge|MDCAT Preparation Book', 500, 4500),
      sub('Poetry', 'Bang-e-Dra|Kulliyat-e-Iqbal|Deewan-e-Ghalib|Faiz Ahmed Faiz Selected Poems|Parveen Shakir Khushboo|Ahmad Faraz Collection', 500, 2800),
      sub('Dictionaries', 'Oxford English-Urdu Dictionary|Feroz-ul-Lughat|English Grammar Workbook|Arabic Primer', 600, 4200)),
  ],
};

export const HARDWARE: IndustryCatalog = {
  blurbs: [
    'Reliable tools and fittings for home repairs and contractors.',
    'Genuine brand stock; bulk rates for builders and workshops.',
    'Tested quality that lasts, from the heart of the bazaar.',
  ],
  categories: [
    cat('Tools',
      sub('Hand Tools', 'Claw Hammer@950|Screwdriver Set@1500|Combination Plier@850|Adjustable Wrench@1200|Measuring Tape 5m@650|Hacksaw@1100|Allen Key Set@700|Tool Box@4500', 350, 6500),
      sub('Power Tools', 'Drill Machine@9500|Angle Grinder@8500|Jigsaw@14500|Heat Gun@6500|Cordless Screwdriver@11000|Electric Planer@18500', 4500, 38000)),
    cat('Electrical',
      sub('Wiring & Switches', 'Copper Wire 7/29 Coil@16500|Switch Board@650|LED Tube Light@750|Extension Lead@1200|Circuit Breaker@1500|Energy Saver 25W@450|Door Bell@900|Electric Tape@120', 120, 18000)),
    cat('Plumbing',
      sub('Pipes & Taps', 'PVC Pipe 10 ft@950|Water Tap@1500|Shower Set@8500|Commode Flush Kit@3500|Teflon Tape@150|Tank Float Valve@1200|Muslim Shower@1800', 150, 12000),
      sub('Water Pumps', 'Golden Pump 1 HP@28000|Donkey Pump 0.5 HP@16500|Pressure Pump@24000|Submersible Pump@52000', 9000, 65000)),
    cat('Paint & Fittings',
      sub('Paint', 'Berger Emulsion@1500|Nippon Weather Shield@2200|Dulux Matt@1800|ICI Enamel@1600|Wall Putty@1200|Wall Primer@1300', 1200, 16000, { v: '1L|4L*3.6|16L*13' }),
      sub('Fittings & Locks', 'Door Lock@3500|Door Hinges Set@650|Drawer Handles@800|Nails 1kg@450|Screws Box@550|Wall Plugs Pack@250|Padlock@1200', 150, 4500)),
    cat('Safety',
      sub('Safety & Security', 'Fire Extinguisher@6500|Safety Gloves@600|Aluminium Ladder 6 ft@14500|CCTV Camera@8500|Smoke Detector@2800|Water Level Controller@4500', 500, 25000)),
  ],
};

export const TOYS: IndustryCatalog = {
  blurbs: [
    'Child-safe materials and bright colours for hours of play.',
    'A great gift for birthdays and Eid.',
    'Age-appropriate fun that helps little ones learn and grow.',
  ],
  categories: [
    cat('Dolls & Vehicles',
      sub('Action & Dolls', 'Barbie Doll@4500|Action Figure@2200|Doll House@11000|Baby Doll@2500|Superhero Figure Set@3800|Kitchen Play Set@5500', 900, 12000),
      sub('Vehicles', 'Remote Control Car@4500|Die-cast Car Set@2200|Train Set@6500|Remote Control Helicopter@7500|Dumper Truck Toy@1800|Ride-on Car@42000', 700, 45000)),
    cat('Learning & Games',
      sub('Board Games & Puzzles', 'Jigsaw Puzzle 500 pcs@2500|Ludo@450|Carrom Board@6500|Chess Set@1800|Scrabble@3500|Monopoly@4500|Snakes & Ladders@400|UNO Cards@650', 250, 9000),
      sub('Educational Toys', 'Building Blocks 100 pcs@2200|LEGO Classic@12500|Alphabet Puzzle@900|Science Kit@3500|Magnetic Drawing Board@1500|Abacus@800|Urdu Alphabet Blocks@1200', 500, 15000)),
    cat('Outdoor Play',
      sub('Outdoor Toys', 'Kids Scooter@6500|Swing Set@18500|Water Gun@900|Patang (Kite) Set@400|Inflatable Pool@7500|Kids Cricket Set@2500|Kids Tricycle@9500', 300, 25000)),
    cat('Soft & Baby Toys',
      sub('Soft Toys', 'Teddy Bear|Panda Plush|Unicorn Plush|Bunny Soft Toy|Dinosaur Plush', 600, 6500, { v: 'Small|Medium|Large' }),
      sub('Baby Toys', 'Rattle Set@650|Teether@450|Musical Mobile@3200|Activity Gym@6500|Stacking Rings@900|Bath Toys@1100', 300, 7500)),
  ],
};
