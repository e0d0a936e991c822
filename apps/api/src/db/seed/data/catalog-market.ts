import { cat, sub, type IndustryCatalog } from './catalog-types.js';

export const MEAT_SEAFOOD: IndustryCatalog = {
  blurbs: [
    'Halal, fresh and cut to order; cleaned and packed in food-grade bags.',
    'Sourced every morning from trusted suppliers and kept chilled until delivery.',
    'Weight is before cleaning where noted; our butcher trims to your request.',
  ],
  categories: [
    cat('Beef',
      sub('Beef Cuts', 'Beef Boneless@850|Beef Undercut@1150|Beef Mince@800|Beef Bong@750|Beef Nalli@700|Beef Ribs@650|Beef Paya@600', 900, 3200, { v: '500g|1kg*2|2kg*4' }),
      sub('Beef Specials', 'Beef Qeema Kabab Mix|Bihari Boti Marinated|Beef Steak Cut|Chapli Kabab Mix', 700, 2400, { v: '500g|1kg*2' })),
    cat('Mutton',
      sub('Mutton Cuts', 'Mutton Mix@1350|Mutton Chops@1600|Mutton Raan@1500|Mutton Shoulder@1400|Mutton Mince@1450|Mutton Kaleji@1100', 1100, 6800, { v: '500g|1kg*2|2kg*4' }),
      sub('Mutton Specials', 'Mutton Karahi Cut|Mutton Nihari Cut|Mutton Pulao Cut|Mutton Yakhni Cut', 1200, 5000, { v: '1kg|2kg*2' })),
    cat('Chicken',
      sub('Chicken Cuts', 'Whole Chicken@380|Chicken Boneless@650|Chicken Breast@600|Chicken Drumsticks@450|Chicken Wings@350|Chicken Karahi Cut@400|Chicken Mince@600|Chicken Leg Quarters@420', 350, 1800, { v: '500g|1kg*2|2kg*4' }),
      sub('Marinated Chicken', 'Chicken Tikka Marinated|Malai Boti Marinated|Chicken Seekh Kabab Mix|Chargha Ready to Cook|Chicken Shashlik', 500, 1800, { v: '500g|1kg*2' }),
      sub('Frozen', 'K&N Chicken Nuggets 1kg|K&N Chicken Seekh Kabab|Sabroso Chicken Nuggets|Chicken Samosa 24 pcs|Chicken Spring Rolls 12 pcs|Chicken Shami Kabab 12 pcs|Chicken Burger Patties 6 pcs', 450, 2200)),
    cat('Fish & Seafood',
      sub('Fish', 'Rohu Fish|Surmai Fish|Pomfret|Sole Fish|Singhara Fish|Dhotar Fish|Mushka Fish|Rahu Steaks', 700, 4200, { v: '500g|1kg*2' }),
      sub('Prawns & Crab', 'Jumbo Prawns|Tiger Prawns|Medium Prawns|Peeled Shrimp|Mud Crab|Lobster Tail', 1200, 8500, { v: '500g|1kg*2' }),
      sub('Fillets & Ready to Fry', 'Basa Fillet|Fish Fingers|Fish Cutlets|Finger Fish Fillet|Lahori Fried Fish Marinated', 600, 2500, { v: '500g|1kg*2' })),
  ],
};

export const FRUITS_VEGETABLES: IndustryCatalog = {
  blurbs: [
    'Picked from the mandi this morning and sorted by hand.',
    'Seasonal and fresh; weight may vary slightly by piece.',
    'Washed, graded and packed in breathable bags.',
  ],
  categories: [
    cat('Fresh Fruits',
      sub('Seasonal Fruits', 'Sindhri Mango@250|Chaunsa Mango@300|Anwar Ratol Mango@350|Kinnow@200|Guava (Amrood)@180|Chikoo@250|Lychee@650|Peaches@320', 150, 1800, { v: '1kg|2kg*2|5kg*4.8' }),
      sub('Everyday Fruits', 'Banana Dozen@180|Kala Kulu Apple 1kg@350|Golden Apple 1kg@300|Pomegranate 1kg@450|Grapes 1kg@400|Papaya 1kg@250|Watermelon (each)@350|Garma Melon 1kg@200|Strawberries 250g@300|Plums 1kg@380|Apricots 500g@320', 120, 900),
      sub('Imported Fruits', 'Kiwi 500g@900|Blueberries 125g@1500|Avocado (each)@650|Dragon Fruit (each)@700|Red Grapes 500g@800|Green Apple 1kg@1100|Pears 1kg@750|Ajwa Dates 500g@2800', 450, 3500)),
    cat('Fresh Vegetables',
      sub('Daily Sabzi', 'Aloo (Potato) 1kg@120|Pyaz (Onion) 1kg@160|Tamatar (Tomato) 1kg@180|Lehsan (Garlic) 250g@150|Adrak (Ginger) 250g@170|Hari Mirch 250g@60|Lemon 250g@90|Dhania Bunch@30|Podina Bunch@30', 20, 350),
      sub('Seasonal Vegetables', 'Bhindi 500g@120|Karela 500g@110|Lauki 1kg@120|Tinda 500g@110|Baingan 1kg@140|Palak Bunch@50|Gobi (Cauliflower)@120|Band Gobi (Cabbage)@110|Shimla Mirch 500g@180|Gajar 1kg@120|Matar 500g@200|Mooli 1kg@80', 40, 400),
      sub('Exotic Vegetables', 'Broccoli@350|Zucchini@250|Mushrooms 200g@380|Iceberg Lettuce@300|Cherry Tomatoes 250g@350|Red Bell Pepper@400|Baby Corn 200g@320|Asparagus Bunch@750', 180, 900)),
    cat('Salad & Herbs',
      sub('Salad', 'Kheera (Cucumber) 1kg|Salad Patta|Chukandar (Beetroot) 1kg|Spring Onion Bunch|Celery|Mixed Salad Pack|Curry Patta Bunch|Basil Bunch', 60, 450)),
    cat('Dry Fruits & Nuts',
      sub('Dry Fruits', 'Badam (Almonds)@900|Kaju (Cashews)@1150|Pista@1400|Akhrot (Walnuts)@850|Kishmish (Raisins)@350|Chilgoza@4200|Khajoor (Dates)@300|Anjeer (Figs)@950|Mixed Dry Fruit@900', 350, 7500, { v: '250g|500g*2|1kg*3.9' }),
      sub('Seeds & Nuts', 'Roasted Peanuts@250|Sunflower Seeds@350|Pumpkin Seeds@700|Chia Seeds@550|Flax Seeds@300|Makhana@900', 200, 1800, { v: '250g|500g*1.9' })),
    cat('Cut & Ready',
      sub('Fruit Platters', 'Fruit Chaat Box@350|Cut Mango Box@450|Mixed Fruit Platter@1800|Watermelon Cubes@300|Pineapple Slices@550|Seasonal Fruit Basket@3200', 250, 3500),
      sub('Ready to Cook', 'Cut Bhindi 500g|Peeled Garlic 250g|Ginger Garlic Paste 250g|Chopped Onion 500g|Mixed Vegetables 1kg|Peeled Matar 500g', 120, 550)),
  ],
};

export const DAIRY: IndustryCatalog = {
  blurbs: [
    'Delivered chilled; keep refrigerated and use before the date on the pack.',
    'Fresh from the farm every morning, pasteurised and hygienically packed.',
    'A daily staple for chai, lassi and the family table.',
  ],
  categories: [
    cat('Milk',
      sub('Fresh Milk', 'Fresh Buffalo Milk@220|Fresh Cow Milk@200|Pasteurised Milk@240|Toned Milk@210|Organic Milk@320', 120, 1100, { v: '1L|2L*2|5L*4.8' }),
      sub('Packed Milk', 'Olpers Full Cream 1L@300|Nestle Milkpak 1L@300|Haleeb 1L@280|Nurpur 1L@290|Olpers Lite 1L@310|Dayfresh 1L@270|Prema 1L@300|Nestle Milkpak 1.5L@420', 180, 420),
      sub('Flavoured Milk', 'Nestle Milo 180ml|Olpers Chocolate Milk|Nurpur Strawberry Milk|Shezan Milkshake|Prema Badam Milk|Doodh Soda 500ml', 60, 350)),
    cat('Yogurt & Lassi',
      sub('Dahi', 'Fresh Dahi|Nestle Dahi|Olpers Dahi|Prema Dahi|Greek Yogurt', 120, 900, { v: '500g|1kg' }),
      sub('Lassi & Raita', 'Sweet Lassi 1L|Salted Lassi 1L|Nestle Raita|Mint Raita|Chaach 1L|Mango Lassi 500ml', 120, 450)),
    cat('Butter, Cream & Ghee',
      sub('Butter & Cream', 'Nurpur Butter 200g@590|Olpers Cream 200ml@290|Nestle Cream 200ml@300|Fresh Malai 250g@450|Desi Makhan 250g@650|Salted Butter 400g@1150', 250, 1800),
      sub('Desi Ghee', 'Pure Desi Ghee|Buffalo Desi Ghee|Cow Desi Ghee', 1200, 4800, { v: '500g|1kg*2' })),
    cat('Cheese & Paneer',
      sub('Cheese', 'Adams Cheddar|Mozzarella Block|Cheese Slices|Cream Cheese|Feta Cheese|Processed Cheese Spread', 350, 2800, { v: '200g|400g*1.9' }),
      sub('Paneer', 'Fresh Paneer|Malai Paneer|Low-fat Paneer', 400, 1600, { v: '250g|500g*1.9' })),
    cat('Eggs',
      sub('Eggs', 'Farm Eggs Dozen@380|Desi Eggs Dozen@650|Brown Eggs Dozen@420|Farm Eggs Tray 30@920|Quail Eggs 12@250|Desi Eggs Half Dozen@340', 180, 1300)),
  ],
};

export const BEVERAGES: IndustryCatalog = {
  blurbs: [
    'Served chilled on request; sold by the bottle or by the carton.',
    'Genuine stock straight from the distributor.',
    'Stock up for guests, iftar and family gatherings.',
  ],
  categories: [
    cat('Soft Drinks',
      sub('Colas & Sodas', 'Coca-Cola@75|Pepsi@75|RC Cola@65|Pakola@80|Mountain Dew@75|7Up@75|Sprite@75|Fanta@75', 50, 250, { v: '345ml|1L*1.9|1.5L*2.5|2.25L*3.4' }),
      sub('Energy Drinks', 'Sting Red@120|Red Bull 250ml@550|Monster 500ml@650|Sting Gold@120|Storm Energy@100|Sting Berry Blast@120', 80, 650)),
    cat('Juices',
      sub('Packed Juices', 'Fruita Vitals Mango|Shezan Apple Juice|Frost Orange Juice|Slice Mango|Maaza Mango|Nestle Nesfruta', 40, 450, { v: '200ml|1L*4' }),
      sub('Fresh Juices', 'Fresh Orange Juice 1L|Carrot Juice 1L|Pomegranate Juice 1L|Sugarcane Juice 1L|Falsa Sharbat 1L|Kinnow Juice 1L', 250, 1200)),
    cat('Water',
      sub('Bottled Water', 'Nestle Pure Life@60|Aquafina@55|Dasani@55|Gourmet Water@45|Kinley@50', 40, 450, { v: '500ml|1.5L*1.6|6L*4.5' }),
      sub('Dispenser Bottles', '19L Bottle Refill|19L Bottle with Deposit|Alkaline Water 19L|Mineral Water 12L', 300, 1800)),
    cat('Tea & Coffee',
      sub('Tea', 'Tapal Danedar@450|Lipton Yellow Label@480|Vital Tea@430|Supreme Tea@420|Tapal Family Mixture@400', 180, 1950, { v: '190g|475g*2.3|950g*4.4' }),
      sub('Coffee', 'Nescafe Classic 100g@1450|Nescafe Gold 100g@2900|Davidoff Rich Aroma 100g@3800|Nescafe 3-in-1 Sachets 30@1650|Cold Coffee Can@280|Instant Coffee Jar 200g@2400', 250, 4500)),
    cat('Syrups & Squash',
      sub('Syrups', 'Rooh Afza 800ml|Jam-e-Shirin 800ml|Tang Orange 750g|Shezan Mango Squash 800ml|Nesquik Chocolate|Lemon Barley 800ml|Qarshi Sharbat Bazoori', 250, 900)),
  ],
};
