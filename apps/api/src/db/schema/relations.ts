import { relations } from 'drizzle-orm';
import { addresses } from './addresses.js';
import { categories, subCategories } from './categories.js';
import { companies, companyWorkingHours, merchantMembers } from './companies.js';
import { industries } from './industries.js';
import { invoiceItems, invoices } from './invoices.js';
import { orderStatusEvents, orders } from './orders.js';
import { otps } from './otps.js';
import { paymentChannels } from './payment-channels.js';
import { products } from './products.js';
import { sessions } from './sessions.js';
import { users } from './users.js';
import { voucherUses } from './voucher-uses.js';
import { vouchers } from './vouchers.js';

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  otps: many(otps),
  addresses: many(addresses),
  invoices: many(invoices),
  orders: many(orders),
  memberships: many(merchantMembers),
  voucherUses: many(voucherUses),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const otpsRelations = relations(otps, ({ one }) => ({
  user: one(users, { fields: [otps.userId], references: [users.id] }),
}));

export const industriesRelations = relations(industries, ({ many }) => ({
  companies: many(companies),
}));

export const companiesRelations = relations(companies, ({ one, many }) => ({
  industry: one(industries, { fields: [companies.industryId], references: [industries.id] }),
  workingHours: many(companyWorkingHours),
  members: many(merchantMembers),
  categories: many(categories),
  products: many(products),
  vouchers: many(vouchers),
}));

export const companyWorkingHoursRelations = relations(companyWorkingHours, ({ one }) => ({
  company: one(companies, { fields: [companyWorkingHours.companyId], references: [companies.id] }),
}));

export const merchantMembersRelations = relations(merchantMembers, ({ one }) => ({
  user: one(users, { fields: [merchantMembers.userId], references: [users.id] }),
  company: one(companies, { fields: [merchantMembers.companyId], references: [companies.id] }),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  company: one(companies, { fields: [categories.companyId], references: [companies.id] }),
  subCategories: many(subCategories),
  products: many(products),
}));

export const subCategoriesRelations = relations(subCategories, ({ one, many }) => ({
  category: one(categories, { fields: [subCategories.categoryId], references: [categories.id] }),
  products: many(products),
}));

export const productsRelations = relations(products, ({ one }) => ({
  company: one(companies, { fields: [products.companyId], references: [companies.id] }),
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  subCategory: one(subCategories, {
    fields: [products.subCategoryId],
    references: [subCategories.id],
  }),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] }),
}));

export const vouchersRelations = relations(vouchers, ({ one, many }) => ({
  company: one(companies, { fields: [vouchers.companyId], references: [companies.id] }),
  uses: many(voucherUses),
}));

export const voucherUsesRelations = relations(voucherUses, ({ one }) => ({
  voucher: one(vouchers, { fields: [voucherUses.voucherId], references: [vouchers.id] }),
  user: one(users, { fields: [voucherUses.userId], references: [users.id] }),
  invoice: one(invoices, { fields: [voucherUses.invoiceId], references: [invoices.id] }),
  order: one(orders, { fields: [voucherUses.orderId], references: [orders.id] }),
}));

export const invoicesRelations = relations(invoices, ({ one, many }) => ({
  user: one(users, { fields: [invoices.userId], references: [users.id] }),
  company: one(companies, { fields: [invoices.companyId], references: [companies.id] }),
  voucher: one(vouchers, { fields: [invoices.voucherId], references: [vouchers.id] }),
  address: one(addresses, { fields: [invoices.addressId], references: [addresses.id] }),
  channel: one(paymentChannels, {
    fields: [invoices.channelId],
    references: [paymentChannels.id],
  }),
  items: many(invoiceItems),
  order: one(orders),
  voucherUse: one(voucherUses),
}));

export const invoiceItemsRelations = relations(invoiceItems, ({ one }) => ({
  invoice: one(invoices, { fields: [invoiceItems.invoiceId], references: [invoices.id] }),
  product: one(products, { fields: [invoiceItems.productId], references: [products.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  invoice: one(invoices, { fields: [orders.invoiceId], references: [invoices.id] }),
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  company: one(companies, { fields: [orders.companyId], references: [companies.id] }),
  events: many(orderStatusEvents),
}));

export const orderStatusEventsRelations = relations(orderStatusEvents, ({ one }) => ({
  order: one(orders, { fields: [orderStatusEvents.orderId], references: [orders.id] }),
  user: one(users, { fields: [orderStatusEvents.userId], references: [users.id] }),
}));
