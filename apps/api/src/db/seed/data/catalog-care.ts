import { BABY_SIZES, APPAREL_COLORS, cat, sub, type IndustryCatalog } from './catalog-types.js';

export const PHARMACY: IndustryCatalog = {
  blurbs: [
    'Genuine medicine stored at the right temperature. Use as directed by your doctor.',
    'Dispensed by a qualified pharmacist; prescription medicines need a valid prescription.',
    'Check the expiry date and batch on delivery; keep out of reach of children.',
  ],
  categories: [
    cat('Pain & Fever',
      sub('Pain Relief', 'Panadol 500mg@40|Panadol Extra@55|Brufen 400mg@60|Ponstan 500mg@70|Disprin 300mg@30|Calpol 500mg@40|Arinac@65|Synflex 550mg@170', 30, 650, { v: 'Strip of 10|Box of 100*9' }),
      sub('Cold & Flu', 'Panadol CF@70|Arinac Forte@90|Actifed Syrup 120ml@220|Corex Cough Syrup 120ml@260|Hydryllin Syrup 120ml@150|Vicks VapoRub 25g@280|Strepsils Honey Lemon@190|Sinarest@80', 60, 450),
      sub('Kids Fever Care', 'Calpol Syrup 90ml@120|Panadol Syrup 60ml@110|Brufen Syrup 90ml@140|ORS Sachet@40|Calpol Drops 15ml@150|Paracetamol Suspension 60ml@90', 50, 350)),
    cat('Digestive & Vitamins',
      sub('Digestive Care', 'Gaviscon Syrup 120ml@420|Mucaine Gel 120ml@280|Eno Fruit Salt Sachet@30|Risek 20mg@380|Nexum 40mg@520|Motilium 10mg@240|Flagyl 400mg@90|Imodium 2mg@180', 30, 650),
      sub('Multivitamins', 'CaC-1000 Plus Effervescent@420|Surbex Z 30 tablets@750|Centrum Adults 30 tablets@2100|Neurobion 30 tablets@650|Osteocare 30 tablets@1100|Evion 400mg@450|Folic Acid 5mg@150', 120, 2200)),
    cat('Chronic Care',
      sub('Diabetes Care', 'Glucophage 500mg@190|Getryl 2mg@320|Accu-Chek Test Strips 50@3600|Glucometer Kit@4400|Insulin Pen Needles 100@2900|Diamicron MR 30mg@480', 150, 4500),
      sub('Heart & Blood Pressure', 'Concor 5mg@420|Norvasc 5mg@390|Loprin 75mg@95|Tenormin 50mg@210|Lipiget 10mg@520|Digital BP Monitor@6200', 150, 6500)),
    cat('First Aid & Devices',
      sub('Bandages & Antiseptics', 'Band-Aid Strips 20@250|Crepe Bandage 4 inch@180|Cotton Roll 100g@150|Gauze Pads 10@120|Medical Tape@150|Betadine Solution 60ml@280|Savlon Antiseptic 100ml@250|Polyfax Ointment@190', 50, 550),
      sub('Medical Devices', 'Digital Thermometer@450|Pulse Oximeter@2600|Steam Inhaler@1500|Hot Water Bottle@650|Nebulizer Machine@7800|Face Masks 50 pcs@400|Infrared Thermometer@3600', 200, 8500)),
    cat('Skin & Oral Care',
      sub('Derma Care', 'Cetaphil Gentle Cleanser 250ml@3100|Nivea Soft 200ml@950|Acne Gel 30g@650|Sunblock SPF 50@1800|Vaseline Lotion 400ml@1250|Derma Cream 20g@320', 250, 3200),
      sub('Oral Care', 'Sensodyne Toothpaste 100g@560|Listerine Mouthwash 250ml@890|Oral-B Toothbrush@350|Dental Floss@450|Colgate Plax 250ml@650', 150, 900)),
  ],
};

export const BEAUTY: IndustryCatalog = {
  blurbs: [
    'Authentic product from the brand or its official distributor.',
    'Dermatologically tested and suited to Pakistani weather.',
    'A bestseller in our store; swatches and shades as shown on the pack.',
  ],
  categories: [
    cat('Makeup',
      sub('Face', 'Rivaj UK Foundation@950|Maybelline Fit Me Foundation@3200|ST London Compact@1800|Luscious BB Cream@2400|Masarrat Misbah Concealer@2600|Medora Blush@650|Golden Rose Highlighter@1900|LA Girl Primer@2800', 600, 4500),
      sub('Lips', 'Medora Matte Lipstick|Maybelline SuperStay Matte Ink|Rivaj Lip Gloss|Huda Beauty Liquid Matte|ST London Lip Liner', 250, 5500, { v: 'Nude|Red*1|Mauve*1|Pink*1' }),
      sub('Eyes', 'Kohl Kajal@450|Waterproof Eyeliner@1200|Volume Mascara@1900|Eyeshadow Palette@4500|Eyebrow Pencil@550|False Lashes@900', 300, 6500)),
    cat('Skincare',
      sub('Cleansers', 'Garnier Face Wash|Neutrogena Face Wash|Simple Micellar Water|Ponds Face Wash|Clean & Clear Face Wash|Himalaya Neem Face Wash', 350, 2200, { v: '50ml|100ml*1.7|150ml*2.3' }),
      sub('Serums & Moisturisers', 'Vitamin C Serum@2500|Niacinamide Serum@2200|Hyaluronic Acid Serum@2400|Night Cream@1800|Day Cream SPF 30@1600|Aloe Vera Gel@850|Olay Regenerist Cream@5900', 700, 6500),
      sub('Sun Care', 'Neutrogena Sunblock SPF 50@2900|Sunblock Gel SPF 60@1800|Tinted Sunscreen SPF 40@2400|Kids Sunblock SPF 50@1900|After-Sun Lotion@1500', 800, 4200)),
    cat('Hair Care',
      sub('Shampoo & Conditioner', 'Sunsilk Shampoo|Pantene Shampoo|Head & Shoulders Shampoo|Dove Conditioner|TRESemme Keratin Shampoo|Herbal Essences Shampoo', 350, 1600, { v: '185ml|360ml*1.8|650ml*3' }),
      sub('Hair Oil & Colour', 'Amla Hair Oil@350|Coconut Oil@450|Dabur Almond Oil@650|Mehndi Cones 12 pcs@600|Garnier Hair Colour@950|LOreal Excellence Colour@2100', 200, 2200)),
    cat('Fragrance',
      sub('Perfumes & Attar', 'J. Janan|J. Vocal|Oud Attar|Rose Attar|Eau de Parfum Men|Eau de Parfum Women|Musk Attar', 800, 12000, { v: '50ml|100ml*1.6' }),
      sub('Deodorants', 'Rexona Roll-On@650|Nivea Deo Spray@850|Axe Body Spray@950|Dove Roll-On@750|Old Spice Stick@1400|Fogg Body Spray@900', 450, 1500)),
    cat('Bath & Body',
      sub('Bath & Body', 'Dove Body Wash 500ml@1650|Lux Body Wash 250ml@750|Vaseline Body Lotion 400ml@1250|Nivea Body Lotion 400ml@1400|Glycerin Soap@180|Ubtan Face Pack@450|Rose Water 120ml@180|Sandalwood Soap@220', 150, 1800)),
  ],
};

export const BABY_CARE: IndustryCatalog = {
  blurbs: [
    'Gentle and safe for little ones; trusted by Pakistani mothers.',
    'Genuine stock with the expiry date checked before dispatch.',
    'Soft, skin-friendly and easy to use at home or on the go.',
  ],
  categories: [
    cat('Diapers & Wipes',
      sub('Diapers', 'Pampers Baby Dry|Molfix Diapers|Huggies Dry|Canbebe Diapers|Bona Papa Diapers|Pampers Pants', 1200, 6500, { v: 'Newborn|Small*1.05|Medium*1.1|Large*1.15|XL*1.2' }),
      sub('Wipes', 'Pampers Baby Wipes|Huggies Wipes|Johnsons Baby Wipes|Canbebe Wipes|WaterWipes', 250, 1400, { v: 'Single Pack|Value Pack*2.6' })),
    cat('Feeding',
      sub('Formula & Baby Food', 'Nestle Nido 1+ 400g@1650|Nestle Lactogen 1@2400|Similac 1@3900|Aptamil 1@5200|Cerelac Wheat 350g@780|Cerelac Rice 350g@780|Farex Baby Cereal@950', 900, 7500),
      sub('Feeding Accessories', 'Feeding Bottle 250ml@650|Sipper Cup@550|Bottle Brush@350|Bottle Sterilizer@8500|Baby Spoon Set@450|Bib Set@700|Breast Pump@14500', 250, 18000)),
    cat('Bath & Skin',
      sub('Baby Bath & Skin', 'Johnsons Baby Shampoo@750|Johnsons Baby Powder@450|Johnsons Baby Lotion@850|Baby Oil@650|Nappy Rash Cream@550|Baby Soap@180|Baby Bath Tub@3800', 250, 4500)),
    cat('Gear & Clothing',
      sub('Baby Gear', 'Baby Stroller@24000|Car Seat@28000|Baby Carrier@6800|Baby Walker@8500|Baby Cot@42000|Baby Bouncer@12000', 6500, 65000),
      sub('Baby Clothing', 'Baby Romper|Onesie Set 3 pcs|Baby Socks|Baby Cap & Mittens|Swaddle Blanket|Sleep Suit', 450, 3500, { sizes: BABY_SIZES, colors: APPAREL_COLORS })),
  ],
};

export const HEALTH_WELLNESS: IndustryCatalog = {
  blurbs: [
    'Supports a healthy routine; not a substitute for medical advice.',
    'Lab-tested quality from a trusted brand.',
    'Natural goodness for the whole family, stored away from heat and light.',
  ],
  categories: [
    cat('Vitamins & Supplements',
      sub('Vitamins', 'Vitamin C 1000mg|Vitamin D3 5000 IU|Omega-3 Fish Oil|Zinc 50mg|Multivitamin Men|Multivitamin Women|Biotin 10000mcg|Calcium + D3', 650, 6500, { v: '30 tablets|60 tablets*1.8|90 tablets*2.5' }),
      sub('Protein & Fitness', 'Whey Protein 2lb@16500|Mass Gainer 3kg@14500|BCAA 30 servings@9500|Creatine Monohydrate 300g@7500|Protein Bar@950|High Protein Peanut Butter@2200', 900, 28000)),
    cat('Herbal & Desi',
      sub('Herbal Remedies', 'Hamdard Safi@350|Joshanda Sachets@250|Sualin@180|Roghan Badam Shirin@950|Itrifal Zamani@650|Kalonji Oil@550|Isabgol Husk@480', 150, 4500),
      sub('Honey', 'Sidr Honey|Acacia Honey|Beri Honey|Wild Forest Honey|Honey with Comb', 900, 6500, { v: '250g|500g*1.9|1kg*3.6' })),
    cat('Personal Health',
      sub('Monitors & Supports', 'Digital Weighing Scale@3500|BP Monitor@6500|Glucometer@4200|Massage Gun@12500|Heating Pad@3800|Knee Support@1500|Back Support Belt@2200', 1200, 25000),
      sub('Sugar-free & Diet', 'Sugar-free Sweetener@650|Canderel Tablets@1200|Oat Bran@750|Green Tea Detox@600|Apple Cider Vinegar@1400|Quinoa 500g@1300|Chia Seeds 250g@700', 350, 2800)),
  ],
};

export const PETS: IndustryCatalog = {
  blurbs: [
    'Vet-recommended nutrition and care for your pet.',
    'Genuine imported and local brands, stored dry and sealed.',
    'Happy, healthy pets: chosen by pet owners in your area.',
  ],
  categories: [
    cat('Cats',
      sub('Cat Food', 'Whiskas Adult Tuna|Me-O Cat Food|Royal Canin Kitten|Friskies Dry Food|Reflex Plus Cat Food', 500, 9500, { v: '400g|1.2kg*2.6|3kg*5.8' }),
      sub('Cat Care', 'Cat Litter 10L@2400|Litter Tray@1500|Cat Scratcher@3500|Cat Shampoo@950|Flea Collar@650|Cat Treats@450|Whiskas Pouch 85g@160', 150, 6500)),
    cat('Dogs',
      sub('Dog Food', 'Pedigree Adult|Royal Canin Puppy|Drools Adult|Reflex Dog Food', 800, 18000, { v: '1.2kg|3kg*2.3|10kg*6.5' }),
      sub('Dog Accessories', 'Dog Leash@900|Dog Collar@650|Chew Toy@450|Dog Bed@4500|Dog Bowl@600', 400, 9500, { v: 'Small|Medium|Large' })),
    cat('Birds & Fish',
      sub('Bird Supplies', 'Parrot Seed Mix 1kg@650|Budgie Food 500g@350|Bird Cage Medium@6500|Cuttlebone@250|Bird Vitamins@800|Bird Water Feeder@300', 250, 7500),
      sub('Aquarium', 'Fish Food Flakes@450|Aquarium Filter@3500|Aquarium Gravel 2kg@600|Fish Tank 2 ft@12500|Air Pump@1800|Water Conditioner@750', 300, 18000)),
    cat('Pet Health',
      sub('Pet Health', 'Deworming Tablets@450|Tick & Flea Spray@1200|Pet Vitamins@1500|Ear Cleaner@900|Wound Spray@850|Pet Multivitamin Syrup@1100|Pet Shampoo@950', 350, 3500)),
  ],
};
