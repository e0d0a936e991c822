import { describe, expect, it } from 'vitest';
import type { ReceiptItem } from './receipt-data.js';
import { renderReceiptPdf } from './receipt-document.js';
import { pdfInfo, pdfText, squeezed } from './testing/pdf-tools.js';
import { SAMPLE_ITEMS, sampleReceipt } from './testing/sample-receipt.js';

async function textOf(pdf: Buffer): Promise<string> {
  return squeezed(await pdfText(pdf));
}

function manyItems(count: number): ReceiptItem[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Basket item ${String(i + 1).padStart(2, '0')}`,
    options: [],
    quantity: 1,
    unitPaisa: 10_000 + i * 100,
    regularUnitPaisa: null,
    linePaisa: 10_000 + i * 100,
  }));
}

describe('renderReceiptPdf', () => {
  it('writes a PDF with the store, order number, placing time and the delivery details', async () => {
    const pdf = await renderReceiptPdf(sampleReceipt());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'Karachi Biryani House',
      'Burns Road, Saddar, Karachi',
      'SD-4F7K2Q',
      '23 Nov 2026, 6:05 PM',
      'Ayesha Khan',
      '+92 300 1234567',
      'Flat 4B, Floor 2, Sea View Apartments',
      'Khayaban-e-Saadi, Clifton Block 5',
      'Near Dolmen Mall',
      'Cash on delivery',
      'Please ring the bell twice; the lift is out of order.',
      'Thank you for ordering with Sauda!',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lists every item with its options, quantity, unit price, struck regular price and line total', async () => {
    const text = await textOf(await renderReceiptPdf(sampleReceipt()));
    for (const expected of [
      'Chicken Biryani Single',
      'Size: Full · Extra raita',
      'Sweet Lassi',
      'Colour: Pink',
      'PKR 399.50',
      'PKR 450.00',
      'PKR 799.00',
      'PKR 120.00',
      'PKR 150.00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints every amount of the bill in PKR, the voucher with its code and the total', async () => {
    const text = await textOf(await renderReceiptPdf(sampleReceipt()));
    for (const expected of [
      'Sub total',
      'PKR 1,470.00',
      'Items discount',
      '-PKR 101.00',
      'Voucher (FREE15FIRST)',
      '-PKR 205.35',
      'Delivery fee',
      'Service fee',
      'PKR 25.00',
      'Rider tip',
      'PKR 50.00',
      'Total',
      'PKR 1,388.65',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says Free Delivery for a zero fee and leaves out a missing voucher, tip and discount', async () => {
    const receipt = sampleReceipt();
    const pdf = await renderReceiptPdf({
      ...receipt,
      totals: {
        ...receipt.totals,
        itemsDiscountPaisa: 0,
        voucher: null,
        deliveryFeePaisa: 0,
        serviceFeePaisa: 0,
        riderTipPaisa: 0,
        totalPaisa: 136_900,
      },
      riderNote: null,
    });
    const text = await textOf(pdf);
    expect(text).toContain('Free Delivery');
    expect(text).toContain('PKR 1,369.00');
    for (const absent of [
      'Voucher',
      'Rider tip',
      'Items discount',
      'Service fee',
      'NOTE FOR THE RIDER',
    ]) {
      expect(text).not.toContain(absent);
    }
  });

  it('shortens a voucher code too long for its row rather than run into the amount', async () => {
    const receipt = sampleReceipt();
    const code = 'RAMADANMUBARAKSPECIALDISCOUNTFORFAMILIES2026KARACHI';
    const pdf = await renderReceiptPdf({
      ...receipt,
      totals: { ...receipt.totals, voucher: { code, discountPaisa: 20_535 } },
    });
    const text = await textOf(pdf);
    expect(text).toMatch(/Voucher \(RAMADAN\w*…\)/);
    expect(text).not.toContain(code);
    expect(text).toContain('-PKR 205.35');
  });

  it('sets an Urdu product name in the Urdu font so its letters come out of the PDF', async () => {
    const pdf = await renderReceiptPdf(sampleReceipt());
    const text = await textOf(pdf);
    expect(text).toMatch(/[\u0600-\u06ff]/);
    for (const word of ['دودھ', 'پتی', 'چائے']) expect(text).toContain(word);
  });

  it('writes an Urdu delivery address and a name beyond Latin-1', async () => {
    const pdf = await renderReceiptPdf(
      sampleReceipt({
        deliveryAddress: ['مکان 12، گلشن اقبال'],
        items: [{ ...SAMPLE_ITEMS[2]!, name: 'Şahin Kebab Roll' }],
      }),
    );
    const text = await textOf(pdf);
    for (const word of ['مکان', 'اقبال']) expect(text).toContain(word);
    expect(text).toContain('Şahin Kebab Roll');
  });

  it('flows 60 items onto more pages, repeating the column headings, with the bill at the end', async () => {
    const items = manyItems(60);
    const pdf = await renderReceiptPdf(sampleReceipt({ items }));
    const pages = Number((await pdfInfo(pdf)).Pages);
    expect(pages).toBeGreaterThanOrEqual(2);
    const all = await textOf(pdf);
    for (const item of items) expect(all).toContain(item.name);
    expect(all).toContain('PKR 159.00');
    const second = squeezed(await pdfText(pdf, { first: 2, last: 2 }));
    expect(second).toContain('ITEM');
    expect(second).toContain('AMOUNT');
    expect(second).toContain('Receipt SD-4F7K2Q (continued)');
    expect(second).toContain(`Page 2 of ${pages}`);
    const last = squeezed(await pdfText(pdf, { first: pages, last: pages }));
    expect(last).toContain('PKR 1,388.65');
  });

  it('keeps a short order on one A5 page', async () => {
    const info = await pdfInfo(await renderReceiptPdf(sampleReceipt()));
    expect(info.Pages).toBe('1');
    expect(info['Page size']).toBe('419.53 x 595.28 pts');
  });

  it('names the document after the order and dates it at the placing time', async () => {
    const info = await pdfInfo(await renderReceiptPdf(sampleReceipt({ orderNumber: 'SD-ABC234' })));
    expect(info.Title).toBe('Sauda receipt SD-ABC234');
    expect(info.Author).toBe('Sauda');
    expect(info.CreationDate).toBe('2026-11-23T13:05:00Z');
  });

  it('draws the same text for the same order every time', async () => {
    const first = await pdfText(await renderReceiptPdf(sampleReceipt()));
    const second = await pdfText(await renderReceiptPdf(sampleReceipt()));
    expect(second).toBe(first);
  });
});
