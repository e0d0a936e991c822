import {
  globalConfigurations,
  industries,
  paymentChannels,
  searchSynonyms,
} from '../schema/index.js';
import type { SeedDb } from './batch-insert.js';
import { INDUSTRIES } from './data/industries.js';
import { SEARCH_SYNONYMS } from './data/synonyms.js';
import { seededQueryId } from './random.js';

/** Money settings are integer paisa stored as text, as every configuration value is. */
export const GLOBAL_CONFIGURATIONS = [
  {
    identifier: 'delivery_fee',
    value: '15000',
    description: 'Delivery fee in paisa (Rs 150) unless a store overrides it.',
  },
  {
    identifier: 'service_fee',
    value: '0',
    description: 'Service fee in paisa added to every order.',
  },
  {
    identifier: 'free_delivery_threshold',
    value: '75000',
    description: 'Orders at or above this sub total (paisa, Rs 750) deliver free.',
  },
] as const;

export interface ReferenceCounts {
  industries: number;
  globalConfigurations: number;
  paymentChannels: number;
  searchSynonyms: number;
}

export async function seedReferenceData(db: SeedDb): Promise<ReferenceCounts> {
  await db.insert(industries).values(
    INDUSTRIES.map((industry, index) => ({
      id: industry.id,
      name: industry.name,
      slug: industry.slug,
      position: index + 1,
      tradeTypes: [...industry.tradeTypes],
      isActive: true,
    })),
  );
  await db.insert(globalConfigurations).values([...GLOBAL_CONFIGURATIONS]);
  await db.insert(paymentChannels).values({
    queryId: seededQueryId('payment-channel', 1),
    type: 'cash',
    name: 'Cash on Delivery',
  });
  const synonyms = Object.entries(SEARCH_SYNONYMS).map(([term, synonym]) => ({ term, synonym }));
  await db.insert(searchSynonyms).values(synonyms);
  return {
    industries: INDUSTRIES.length,
    globalConfigurations: GLOBAL_CONFIGURATIONS.length,
    paymentChannels: 1,
    searchSynonyms: synonyms.length,
  };
}
