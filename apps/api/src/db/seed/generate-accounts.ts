import { addresses, merchantMembers, users, vouchers } from '../schema/index.js';
import { hashSecret } from '../../security/pin-hash.js';
import type { SeedDb } from './batch-insert.js';
import {
  DEMO_ACCOUNTS,
  DEMO_HOME_ADDRESS,
  DEMO_PIN,
  VOUCHERS,
  voucherRow,
} from './data/accounts.js';
import type { SeededStore } from './generate-stores.js';
import { seedApplications } from './generate-applications.js';
import { seededQueryId } from './random.js';

export interface AccountCounts {
  users: number;
  merchantMembers: number;
  addresses: number;
  vouchers: number;
  /** Sample submissions of the public forms, for the operator's inbox. */
  applications: number;
}

function storeByOrdinal(stores: readonly SeededStore[], ordinal: number): SeededStore {
  const store = stores.find((candidate) => candidate.plan.ordinal === ordinal);
  if (!store) throw new Error(`No seeded store #${ordinal}`);
  return store;
}

/** Demo users (PIN 123456), the merchants' teams, Ayesha's home, vouchers, sample applications. */
export async function seedAccounts(
  db: SeedDb,
  stores: readonly SeededStore[],
  now: Date,
): Promise<AccountCounts> {
  // One hash per user: each gets its own salt, as a real sign-up would.
  const pinHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashSecret(DEMO_PIN)));
  const inserted = await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((account, index) => ({
        queryId: seededQueryId('user', index + 1),
        fullName: account.fullName,
        mobileNumber: account.mobileNumber,
        email: account.email,
        pinHash: pinHashes[index]!,
        status: 'active' as const,
        isGuest: false,
        tradeTypes: [...account.tradeTypes],
        role: account.role,
      })),
    )
    .returning({ id: users.id, mobileNumber: users.mobileNumber });
  const userId = (mobileNumber: string): number => {
    const row = inserted.find((candidate) => candidate.mobileNumber === mobileNumber);
    if (!row) throw new Error(`Demo user ${mobileNumber} was not inserted`);
    return row.id;
  };

  const members = DEMO_ACCOUNTS.flatMap((account) =>
    (account.memberships ?? []).map((membership) => ({
      userId: userId(account.mobileNumber),
      companyId: storeByOrdinal(stores, membership.storeOrdinal).companyId,
      role: membership.role,
    })),
  );
  await db.insert(merchantMembers).values(members);

  const retail = DEMO_ACCOUNTS.find((account) => account.key === 'retail')!;
  await db.insert(addresses).values({
    ...DEMO_HOME_ADDRESS,
    queryId: seededQueryId('address', 1),
    userId: userId(retail.mobileNumber),
  });

  await db
    .insert(vouchers)
    .values(
      VOUCHERS.map((voucher) =>
        voucherRow(
          voucher,
          voucher.storeOrdinal === undefined
            ? null
            : storeByOrdinal(stores, voucher.storeOrdinal).companyId,
          now,
        ),
      ),
    );
  const operator = DEMO_ACCOUNTS.find((account) => account.key === 'operator')!;
  const applications = await seedApplications(db, userId(operator.mobileNumber), now);
  return {
    users: DEMO_ACCOUNTS.length,
    merchantMembers: members.length,
    addresses: 1,
    vouchers: VOUCHERS.length,
    applications,
  };
}
