import { SHOP_ORDER_ADDRESS_MAX, SHOP_ORDER_NOTE_MAX } from '../../../domain/shop/shop-orders.contract';
import type { ShopCartLine } from './api';

/** The cart lines of one pro's service: an order holds one service, so each group checks out alone. */
export interface CartGroup {
  serviceId: number;
  /** The pro's service the lines belong to. */
  title: string;
  /** Lines still on sale: these are ordered. */
  lines: ShopCartLine[];
  /** Lines no longer on sale: shown, marked, never ordered. */
  offSale: ShopCartLine[];
  /** Whole TWD of the lines on sale. */
  total: number;
}

/** The cart grouped by service, in the order the groups first appear (newest change first). */
export function groupCart(lines: readonly ShopCartLine[]): CartGroup[] {
  const groups = new Map<number, CartGroup>();
  for (const line of lines) {
    const serviceId = line.shop_item.quote_service_id;
    let group = groups.get(serviceId);
    if (!group) {
      group = { serviceId, title: line.shop_item.service_title, lines: [], offSale: [], total: 0 };
      groups.set(serviceId, group);
    }
    if (line.shop_item.is_on_sale === 1) {
      group.lines.push(line);
      group.total += line.subtotal;
    } else group.offSale.push(line);
  }
  return [...groups.values()];
}

/** The checkout form's own checks, before anything is sent; the field's zh-TW text comes from the locale. */
export interface CheckoutDraft {
  atProPlace: boolean;
  address: string;
  note: string;
}

/** The locale keys of the draft's problems, by field. */
export function checkoutProblems(draft: CheckoutDraft): Partial<Record<'address' | 'note', string>> {
  const problems: Partial<Record<'address' | 'note', string>> = {};
  const address = draft.address.trim();
  if (!draft.atProPlace && address.length === 0) problems.address = 'shopOrders>checkout>addressMissing';
  else if (!draft.atProPlace && address.length > SHOP_ORDER_ADDRESS_MAX) problems.address = 'shopOrders>checkout>addressLong';
  if (draft.note.trim().length > SHOP_ORDER_NOTE_MAX) problems.note = 'shopOrders>checkout>noteLong';
  return problems;
}
