import {
  APPAREL_COLORS, APPAREL_SIZES, DEVICE_COLORS, KIDS_SIZES, MEN_SHOE_SIZES, WOMEN_SHOE_SIZES,
  cat, sub, type IndustryCatalog,
} from './catalog-types.js';

export const ELECTRONICS: IndustryCatalog = {
  blurbs: [
    'Brand new with official warranty; installation can be arranged on request.',
    'Energy efficient and built for Pakistani voltage conditions.',
    'Sealed box from the authorised dealer, with a genuine warranty card.',
  ],
  categories: [
    cat('Cooling & Laundry',
      sub('Air Conditioners', 'Gree Inverter AC|Haier Inverter AC|Dawlance Inverter AC|Orient Inverter AC|TCL Inverter AC|Kenwood Inverter AC', 120000, 320000, { v: '1 Ton|1.5 Ton*1.2|2 Ton*1.45' }),
      sub('Refrigerators', 'Dawlance Refrigerator|Haier Refrigerator|PEL Refrigerator|Orient Refrigerator|Gree Refrigerator|Samsung Refrigerator', 65000, 260000, { v: '9 cu ft|12 cu ft*1.3|14 cu ft*1.6|16 cu ft*1.9' }),
      sub('Washing Machines', 'Super Asia Twin Tub@28000|Haier Automatic@92000|Dawlance Twin Tub@32000|Kenwood Twin Tub@30000|Boss Washing Machine@26000|Samsung Front Load@155000', 25000, 180000, { v: '8kg|10kg*1.2|12kg*1.4' })),
    cat('Kitchen Appliances',
      sub('Small Kitchen', 'Anex Blender@6500|Westpoint Juicer@8900|Black+Decker Chopper@5200|Kenwood Hand Mixer@7800|National Toaster@4200|Dawlance Microwave 20L@24000|Anex Air Fryer@22000|Westpoint Sandwich Maker@4800|Electric Kettle 1.7L@3900', 3500, 45000),
      sub('Cooking Appliances', 'Nasgas Cooking Range@68000|Signature Gas Hob@24000|Kenwood Electric Oven@32000|Rice Cooker 1.8L@7500|Deep Fryer@9800|Chapati Maker@6500', 6000, 95000)),
    cat('TV & Audio',
      sub('Televisions', 'TCL LED TV@48000|Haier LED TV@46000|Samsung Smart TV@62000|LG Smart TV@60000|Sony Bravia@85000|Orient Android TV@45000', 45000, 450000, { v: '32 inch|43 inch*1.7|55 inch*3|65 inch*4.6' }),
      sub('Audio', 'Audionic Speaker@4800|JBL Flip 6@32000|Sony Soundbar@65000|Bluetooth Party Speaker@18000|Home Theatre 5.1@95000', 4500, 120000)),
    cat('Power & Fans',
      sub('UPS & Solar', 'Homage UPS 1000W@32000|Fronus Solar Inverter 3kW@145000|Inverex UPS 1200W@36000|Dry Battery 200Ah@68000|Tubular Battery 185Ah@62000|Voltage Stabilizer 5000W@26000', 25000, 250000),
      sub('Fans & Coolers', 'Pak Fan Ceiling Fan@12500|GFC Ceiling Fan@13500|Royal Pedestal Fan@14500|Super Asia Bracket Fan@8500|Younas Exhaust Fan@4200|Rechargeable Fan@9500|Air Cooler@34000', 4000, 40000),
      sub('Irons & Heaters', 'Philips Dry Iron@5200|Panasonic Steam Iron@8900|Hair Dryer@4500|Electric Trimmer@3800|Gas Geyser 35 Gallon@58000|Instant Water Heater@16500', 2500, 65000)),
    cat('Computers',
      sub('Computer Accessories', 'Logitech Wireless Mouse@2900|Keyboard & Mouse Combo@4800|USB Flash Drive 64GB@1800|External Hard Drive 1TB@16500|Wi-Fi Router@7500|HD Webcam@6500|Laptop Cooling Pad@3200|Power Strip 6-way@2200', 1200, 22000),
      sub('Laptops', 'HP 15 Core i5@175000|Dell Inspiron 15 Core i7@245000|Lenovo IdeaPad 3@155000|Acer Aspire 5@165000|MacBook Air M2@330000|Asus VivoBook 15@160000', 120000, 420000, { v: '8GB/256GB|16GB/512GB*1.25' })),
  ],
};

export const MOBILES: IndustryCatalog = {
  blurbs: [
    'PTA approved with official warranty; box and accessories included.',
    'Genuine stock from the authorised distributor; installments available in store.',
    'Fully tested and sealed; ask our staff about the latest offers.',
  ],
  categories: [
    cat('Smartphones',
      sub('Samsung', 'Samsung Galaxy A05@29000|Samsung Galaxy A15@46000|Samsung Galaxy A25@66000|Samsung Galaxy A35@92000|Samsung Galaxy A55@122000|Samsung Galaxy S24@245000|Samsung Galaxy S24 Ultra@385000|Samsung Galaxy Z Flip6@330000', 28000, 450000, { v: '128GB|256GB*1.12', colors: DEVICE_COLORS }),
      sub('Infinix & Tecno', 'Infinix Hot 40@38000|Infinix Hot 40i@30000|Infinix Note 40@58000|Infinix Smart 8@23000|Tecno Spark 20@36000|Tecno Camon 30@62000|Tecno Pova 6@55000|Tecno Pop 8@22000', 22000, 85000, { v: '128GB|256GB*1.12', colors: DEVICE_COLORS }),
      sub('Xiaomi & Realme', 'Redmi 13C@33000|Redmi Note 13@56000|Redmi Note 13 Pro@82000|Xiaomi 14T@150000|Realme C67@45000|Realme Note 50@28000|Realme 12 Pro@110000', 27000, 170000, { v: '128GB|256GB*1.12', colors: DEVICE_COLORS }),
      sub('Apple, Vivo & Oppo', 'iPhone 13@175000|iPhone 14@215000|iPhone 15@265000|iPhone 15 Pro@380000|Vivo Y36@52000|Oppo A79@68000|Oppo Reno 12@130000|Vivo V30@118000', 60000, 520000, { v: '128GB|256GB*1.12', colors: DEVICE_COLORS })),
    cat('Tablets & Wearables',
      sub('Tablets', 'Samsung Galaxy Tab A9@42000|iPad 10th Gen@135000|Lenovo Tab M10@38000|Xiaomi Pad 6@95000|Realme Pad 2@62000', 35000, 180000, { v: '64GB|128GB*1.15' }),
      sub('Smart Watches', 'Apple Watch SE@85000|Samsung Galaxy Watch6@72000|Xiaomi Smart Band 8@9500|Haylou Solar Plus@8500|Zero Lifestyle Smartwatch@6500|Ronin R-05 Smartwatch@4500', 3500, 90000)),
    cat('Accessories',
      sub('Chargers & Cables', 'Anker 20W Charger@3900|Samsung 25W Charger@4500|Type-C Cable 1m@900|Lightning Cable 1m@1200|Dual USB Car Charger@1500|Wireless Charging Pad@3800|Ronin Fast Charger@1800', 600, 6500),
      sub('Power Banks', 'Anker PowerCore 10000mAh|Xiaomi Power Bank 20000mAh|Baseus Power Bank 10000mAh|Ronin Power Bank 20000mAh|Audionic Power Bank 10000mAh', 2800, 12000),
      sub('Covers & Protectors', 'Silicone Back Cover|Shockproof Case|Flip Cover|Tempered Glass Protector|Camera Lens Protector|Ring Holder', 250, 2500)),
    cat('Audio',
      sub('Earbuds & Headphones', 'Apple AirPods Pro@72000|Samsung Galaxy Buds FE@22000|Audionic Airbud 550@4500|Ronin R-720 Earbuds@5200|JBL Tune 520BT@14500|Sony WH-1000XM5@95000|Wired Handsfree@450', 450, 95000)),
  ],
};

export const FASHION: IndustryCatalog = {
  blurbs: [
    'Quality fabric, finished stitching and colours true to the picture.',
    'Comfortable for Pakistani summers; machine wash cold, dry in shade.',
    'From this season’s collection; exchange within 7 days with the receipt.',
  ],
  categories: [
    cat('Women',
      sub('Lawn & Unstitched', 'Printed Lawn 3-Piece|Embroidered Lawn 3-Piece|Khaddar 2-Piece|Chiffon Dupatta Suit|Cambric 2-Piece|Karandi 3-Piece|Linen 3-Piece', 2500, 14000, { colors: APPAREL_COLORS }),
      sub('Kurtis & Ready-to-Wear', 'Embroidered Kurti|Printed Kurta|Angrakha Frock|Straight Shirt with Trouser|Cotton Kurti|Silk Kaftan|Peplum Top', 1800, 9500, { sizes: APPAREL_SIZES, colors: APPAREL_COLORS }),
      sub('Dupattas & Shawls', 'Chiffon Dupatta|Lawn Dupatta|Pashmina Shawl|Kashmiri Shawl|Jamawar Shawl|Silk Stole', 800, 12000, { colors: APPAREL_COLORS })),
    cat('Men',
      sub('Shalwar Kameez', 'Wash & Wear Shalwar Kameez|Cotton Shalwar Kameez|Karandi Shalwar Kameez|Boski Suit|Kurta Pajama|Embroidered Waistcoat', 2500, 15000, { sizes: APPAREL_SIZES, colors: APPAREL_COLORS }),
      sub('Western Wear', 'Polo Shirt|Casual Shirt|Formal Shirt|Chino Pants|Denim Jeans|Graphic T-Shirt|Hoodie|Bomber Jacket', 1500, 8500, { sizes: APPAREL_SIZES, colors: APPAREL_COLORS }),
      sub('Unstitched Fabric', 'Wash & Wear 4.5m|Cotton Fabric 4.5m|Boski Fabric 4.5m|Karandi Fabric 4.5m|Latha Fabric 4.5m', 2200, 9500, { colors: APPAREL_COLORS })),
    cat('Kids',
      sub('Boys', 'Boys Kurta Shalwar|Boys T-Shirt|Boys Shorts|Boys Jeans|Boys Waistcoat Set', 800, 3800, { sizes: KIDS_SIZES, colors: APPAREL_COLORS }),
      sub('Girls', 'Girls Frock|Girls Lehenga|Girls Kurti Set|Girls Tights|Girls Party Dress', 900, 5500, { sizes: KIDS_SIZES, colors: APPAREL_COLORS })),
    cat('Footwear',
      sub('Men Footwear', 'Peshawari Chappal@4500|Khussa@2800|Leather Sandals@3500|Formal Shoes@7500|Sneakers@6500|Slides@1800', 1200, 9500, { sizes: MEN_SHOE_SIZES, colors: APPAREL_COLORS }),
      sub('Women Footwear', 'Embroidered Khussa@2900|Flat Sandals@2200|Block Heels@3900|Kolhapuri Chappal@2500|Pumps@3500|Casual Sneakers@5500', 1200, 7500, { sizes: WOMEN_SHOE_SIZES, colors: APPAREL_COLORS })),
    cat('Accessories',
      sub('Bags & Wallets', 'Leather Wallet@2200|Clutch@2800|Tote Bag@3500|Crossbody Bag@4200|Backpack@4500|Laptop Bag@5500', 900, 9500, { colors: APPAREL_COLORS }),
      sub('Jewellery', 'Jhumka Earrings@1200|Kundan Set@7500|Choorian (Bangles) Set@900|Silver Ring@3500|Pearl Mala@4500|Nose Pin@800', 400, 12000)),
  ],
};

export const HOME_LIVING: IndustryCatalog = {
  blurbs: [
    'Durable and easy to clean, made for everyday family use.',
    'Adds warmth to your home; colours may vary slightly from the picture.',
    'Quality checked before dispatch and packed to arrive safely.',
  ],
  categories: [
    cat('Kitchen & Dining',
      sub('Cookware', 'Non-stick Frying Pan|Pressure Cooker|Karahi (Wok)|Cooking Pot Set|Tawa|Saucepan|Steel Degchi Set|Grill Pan', 1200, 18000, { v: 'Small|Medium|Large' }),
      sub('Dinnerware', 'Dinner Set 72 pcs@24000|Melamine Dinner Set@9500|Glass Set 6 pcs@1500|Tea Set 18 pcs@5500|Cutlery Set 24 pcs@4500|Serving Bowls Set@3200|Mug Set 6 pcs@2200', 1200, 38000),
      sub('Kitchen Storage', 'Airtight Container Set@2200|Spice Rack@1800|Lunch Box@900|Water Bottle 1L@750|Vacuum Flask 1L@2800|Bread Box@1500|Masala Dabba@1900', 450, 4500)),
    cat('Bedding & Bath',
      sub('Bedsheets', 'Cotton Bedsheet Set|Printed Bedsheet|Satin Bedsheet|Fitted Sheet|Duvet Cover Set|Razai (Quilt)', 2500, 16000, { v: 'Single|Double|King' }),
      sub('Pillows & Comforters', 'Fiber Pillow@1200|Memory Foam Pillow@4500|Cushion Set 5 pcs@3500|Comforter@9500|Blanket@6500|Mattress Protector@3800', 900, 22000),
      sub('Bath Linen', 'Bath Towel@1500|Hand Towel Set@1200|Bath Mat@900|Shower Curtain@1800|Bathrobe@4500', 450, 6500)),
    cat('Decor & Lighting',
      sub('Decor', 'Wall Clock@2500|Photo Frame Set@1800|Artificial Plant@3200|Scented Candle@1200|Table Lamp@4500|Wall Mirror@8500|Calligraphy Wall Art@6500|Rug 4x6@12000', 900, 25000),
      sub('Lighting', 'LED Bulb 12W@280|Fairy Lights@650|Chandelier@38000|Floor Lamp@14500|Solar Garden Light@2200|Emergency Light@3200', 250, 45000)),
    cat('Furniture',
      sub('Furniture', 'Study Table@14500|Bookshelf@12000|Plastic Chair@2600|Coffee Table@16500|Shoe Rack@6500|Bean Bag@8500|Dressing Table@35000|Computer Chair@24000', 2500, 55000)),
    cat('Cleaning & Laundry',
      sub('Cleaning Tools', 'Floor Wiper@650|Jharu (Broom)@350|Mop with Bucket@3500|Dustbin@1200|Laundry Basket@1800|Clothes Drying Stand@5500|Ironing Board@6500', 350, 9500)),
  ],
};
