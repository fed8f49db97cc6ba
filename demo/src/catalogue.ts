import type { UnitType } from '@provender/events'

export interface DemoProduct {
  id: string
  name: string
  description: string
  category: string | null
  unitType: UnitType
  packsPerCase: number | null
  price: number
}

export const demoCategories = [
  'Produce',
  'Dairy & Eggs',
  'Meat & Poultry',
  'Seafood',
  'Dry Goods',
  'Beverages',
  'Bakery',
]

/** Sold in packs, singly or by the case. */
const q = (
  id: string,
  name: string,
  description: string,
  category: string | null,
  packsPerCase: number,
  price: number,
): DemoProduct => ({ id, name, description, category, unitType: 'quantity', packsPerCase, price })

/** Sold by the pound. */
const lb = (id: string, name: string, description: string, category: string | null, price: number) => ({
  ...q(id, name, description, category, 0, price),
  unitType: 'weight' as const,
  packsPerCase: null,
})

/** A wholesale catalogue: packs sold singly or by the case, and items sold by the pound. */
export const demoProducts: DemoProduct[] = [
  lb('PRD-TOM-ROMA', 'Roma tomatoes', 'Firm, vine-ripened', 'Produce', 1.49),
  lb('PRD-ONI-YEL', 'Yellow onions', 'Jumbo, 50 lb sacks split to order', 'Produce', 0.69),
  lb('PRD-POT-RUS', 'Russet potatoes', 'Idaho, size 70', 'Produce', 0.59),
  q('PRD-LET-ROM', 'Romaine hearts', 'Three hearts per pack', 'Produce', 12, 3.25),
  q('PRD-HRB-BAS', 'Fresh basil', 'Living basil, 4 oz clamshell', 'Produce', 12, 2.95),
  lb('PRD-LEM', 'Lemons', 'Fancy grade, 115 count', 'Produce', 1.29),
  q('DRY-EGG-LG', 'Large eggs', 'Grade A, 15-dozen flat', 'Dairy & Eggs', 2, 38.5),
  q('DRY-BUT-UNS', 'Unsalted butter', '1 lb block, 82% butterfat', 'Dairy & Eggs', 36, 4.15),
  q('DRY-CRM-HVY', 'Heavy cream', '36% butterfat, half gallon', 'Dairy & Eggs', 6, 7.8),
  lb('DRY-PAR-REG', 'Parmigiano Reggiano', 'Aged 24 months, cut to order', 'Dairy & Eggs', 14.9),
  q('DRY-MOZ-FRS', 'Fresh mozzarella', 'Ovoline, 1 lb tub', 'Dairy & Eggs', 6, 6.45),
  lb('MEA-BEEF-RIB', 'Beef ribeye', 'USDA Choice, boneless lip-on', 'Meat & Poultry', 13.75),
  lb('MEA-BEEF-GRD', 'Ground beef 80/20', 'Fresh, 10 lb chubs', 'Meat & Poultry', 4.35),
  lb('MEA-CHK-BRS', 'Chicken breast', 'Boneless skinless, air-chilled', 'Meat & Poultry', 3.95),
  lb('MEA-CHK-WNG', 'Chicken wings', 'Jumbo split wings', 'Meat & Poultry', 3.1),
  q('MEA-BAC-APL', 'Applewood bacon', 'Thick cut, 1 lb pack', 'Meat & Poultry', 15, 5.6),
  lb('MEA-PRK-SHL', 'Pork shoulder', 'Bone-in Boston butt', 'Meat & Poultry', 2.45),
  lb('SEA-SAL-ATL', 'Atlantic salmon fillet', 'Skin-on, pin bone out', 'Seafood', 10.9),
  lb('SEA-SHR-1620', 'Shrimp 16/20', 'Peeled and deveined, tail-on, frozen', 'Seafood', 9.25),
  lb('SEA-COD', 'Cod loins', 'Wild, line-caught', 'Seafood', 11.4),
  q('SEA-CRB-LMP', 'Lump crab meat', 'Pasteurised, 1 lb tub', 'Seafood', 12, 27.5),
  q('DRG-FLR-AP', 'All-purpose flour', 'Unbleached, 25 lb bag', 'Dry Goods', 2, 14.2),
  q('DRG-RIC-JAS', 'Jasmine rice', 'Thai, 25 lb bag', 'Dry Goods', 2, 28.9),
  q('DRG-PAS-PEN', 'Penne rigate', 'Bronze-cut durum, 2 lb bag', 'Dry Goods', 10, 3.4),
  q('DRG-OIL-EVO', 'Extra virgin olive oil', '3 litre tin', 'Dry Goods', 4, 32),
  q('DRG-TOM-SMZ', 'San Marzano tomatoes', 'Whole peeled, #10 can', 'Dry Goods', 6, 11.75),
  q('DRG-SLT-KSH', 'Kosher salt', '3 lb box', 'Dry Goods', 12, 3.15),
  q('BEV-CFE-HSE', 'House blend coffee', 'Whole bean, 5 lb bag', 'Beverages', 4, 42),
  q('BEV-WTR-SPK', 'Sparkling water', '750 ml glass bottle', 'Beverages', 12, 1.85),
  q('BEV-OJ-FRS', 'Fresh orange juice', 'Not from concentrate, half gallon', 'Beverages', 6, 6.9),
  q('BAK-BRD-SRD', 'Sourdough loaf', 'Baked daily, 2 lb', 'Bakery', 8, 5.25),
  q('BAK-BUN-BRI', 'Brioche buns', '4 inch, pack of 12', 'Bakery', 6, 7.4),
  q('OTH-GLV-NIT', 'Nitrile gloves', 'Food-safe, large, box of 100', null, 10, 9.5),
  q('OTH-FOIL-18', 'Aluminium foil', '18 inch x 500 ft roll', null, 1, 24.6),
]
