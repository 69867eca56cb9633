import { describe, expect, it } from 'vitest';
import { isShopItemOnSale, nextShopItemState, type ShopItemAction, ShopItemReview, type ShopItemReviewValue, type ShopItemState } from './shop-item-status';

const { Draft, Pending, Approved, Rejected } = ShopItemReview;
const s = (review: ShopItemReviewValue, published = false, deleted = false): ShopItemState => ({ review, published, deleted });

describe('nextShopItemState', () => {
  const table: [string, ShopItemState, ShopItemAction, ShopItemState | null][] = [
    ['a draft goes to review', s(Draft), 'apply_review', s(Pending)],
    ['a rejected item goes to review again', s(Rejected), 'apply_review', s(Pending)],
    ['a pending item is already in review', s(Pending), 'apply_review', null],
    ['an approved item needs no review', s(Approved), 'apply_review', null],
    ['an operator approves a pending item', s(Pending), 'approve', s(Approved)],
    ['an operator rejects a pending item', s(Pending), 'reject', s(Rejected)],
    ['a draft cannot be approved', s(Draft), 'approve', null],
    ['a draft cannot be rejected', s(Draft), 'reject', null],
    ['an approved item cannot be approved again', s(Approved), 'approve', null],
    ['a rejected item cannot be rejected again', s(Rejected), 'reject', null],
    ['an approved item is published', s(Approved), 'publish', s(Approved, true)],
    ['a draft cannot be published', s(Draft), 'publish', null],
    ['a pending item cannot be published', s(Pending), 'publish', null],
    ['a rejected item cannot be published', s(Rejected), 'publish', null],
    ['a published item cannot be published again', s(Approved, true), 'publish', null],
    ['a published item is unpublished', s(Approved, true), 'unpublish', s(Approved, false)],
    ['an unpublished item cannot be unpublished', s(Approved), 'unpublish', null],
    ['a published item back in review may be unpublished', s(Pending, true), 'unpublish', s(Pending, false)],
    ['an edit of an approved item sends it back to review', s(Approved, true), 'edit', s(Pending, true)],
    ['an edit of a draft keeps it a draft', s(Draft), 'edit', s(Draft)],
    ['an edit of a rejected item keeps it rejected', s(Rejected), 'edit', s(Rejected)],
    ['an edit of a pending item keeps it pending', s(Pending), 'edit', s(Pending)],
    ['any item may be deleted, and is unpublished', s(Approved, true), 'delete', s(Approved, false, true)],
    ['a draft may be deleted', s(Draft), 'delete', s(Draft, false, true)],
    ['a deleted item cannot be deleted again', s(Draft, false, true), 'delete', null],
    ['a deleted item cannot be edited', s(Approved, false, true), 'edit', null],
    ['a deleted item cannot be published', s(Approved, false, true), 'publish', null],
    ['a deleted item cannot go to review', s(Rejected, false, true), 'apply_review', null],
    ['a deleted item cannot be approved', s(Pending, false, true), 'approve', null],
  ];
  it.each(table)('%s', (_name, from, action, to) => {
    expect(nextShopItemState(from, action)).toEqual(to);
  });

  it('sells only published, approved, undeleted items', () => {
    expect(isShopItemOnSale(s(Approved, true))).toBe(true);
    expect(isShopItemOnSale(s(Pending, true))).toBe(false);
    expect(isShopItemOnSale(s(Approved, false))).toBe(false);
    expect(isShopItemOnSale(s(Approved, true, true))).toBe(false);
  });
});
