/**
 * A shop item's life (spec sections 4 and 7: publish, unpublish, delete, apply_review). Three
 * parts: where its review stands, whether the pro has it published, and whether it is deleted.
 * Only a published, approved item of an active, unpaused service is sold. An edit of an approved
 * item sends it back to review (it stays published, but is not sold until approved again).
 */
export const ShopItemReview = {
  /** Saved, never sent for review. */
  Draft: 1,
  /** Waiting for an operator. */
  Pending: 2,
  Approved: 3,
  /** Refused with a reason; the pro edits it and applies again. */
  Rejected: 4,
} as const;
export type ShopItemReviewValue = (typeof ShopItemReview)[keyof typeof ShopItemReview];
export const SHOP_ITEM_REVIEWS = Object.values(ShopItemReview) as ShopItemReviewValue[];

/** zh-TW texts of the review states, for the pro's screens and the console. */
export const SHOP_ITEM_REVIEW_TEXT: Record<ShopItemReviewValue, string> = {
  [ShopItemReview.Draft]: '草稿',
  [ShopItemReview.Pending]: '審核中',
  [ShopItemReview.Approved]: '已通過',
  [ShopItemReview.Rejected]: '已退件',
};

/** The item's state: its review, whether published, whether deleted. */
export interface ShopItemState {
  review: ShopItemReviewValue;
  published: boolean;
  deleted: boolean;
}

/** The pro's status changes (`change_status/{action}`), in the spec's order. */
export const SHOP_ITEM_OWNER_ACTIONS = ['publish', 'unpublish', 'delete', 'apply_review'] as const;
export type ShopItemOwnerAction = (typeof SHOP_ITEM_OWNER_ACTIONS)[number];
/** Everything that changes an item's state: the pro's actions, an edit, and the operator's decisions. */
export type ShopItemAction = ShopItemOwnerAction | 'edit' | 'approve' | 'reject';

export function isShopItemOwnerAction(value: string): value is ShopItemOwnerAction {
  return (SHOP_ITEM_OWNER_ACTIONS as readonly string[]).includes(value);
}

/** The state of a new item. */
export const NEW_SHOP_ITEM: ShopItemState = { review: ShopItemReview.Draft, published: false, deleted: false };

/**
 * The one transition function of a shop item: the state after `action`, or null when the action
 * is not allowed there. A deleted item allows nothing.
 * - apply_review: a draft or rejected item goes to review (a pending or approved one already is).
 * - edit: an approved item goes back to review; a draft, pending or rejected one keeps its review.
 * - approve / reject (operator): only a pending item.
 * - publish: only an approved, unpublished item; unpublish: only a published one.
 * - delete: any item; it is unpublished as well.
 */
export function nextShopItemState(current: ShopItemState, action: ShopItemAction): ShopItemState | null {
  if (current.deleted) return null;
  const { review, published } = current;
  switch (action) {
    case 'apply_review':
      return review === ShopItemReview.Draft || review === ShopItemReview.Rejected ? { ...current, review: ShopItemReview.Pending } : null;
    case 'edit':
      return review === ShopItemReview.Approved ? { ...current, review: ShopItemReview.Pending } : { ...current };
    case 'approve':
      return review === ShopItemReview.Pending ? { ...current, review: ShopItemReview.Approved } : null;
    case 'reject':
      return review === ShopItemReview.Pending ? { ...current, review: ShopItemReview.Rejected } : null;
    case 'publish':
      return review === ShopItemReview.Approved && !published ? { ...current, published: true } : null;
    case 'unpublish':
      return published ? { ...current, published: false } : null;
    case 'delete':
      return { ...current, published: false, deleted: true };
  }
}

/** Whether the item may be sold (its service's state aside): published and approved, not deleted. */
export function isShopItemOnSale(state: ShopItemState): boolean {
  return state.published && state.review === ShopItemReview.Approved && !state.deleted;
}

/** The longest reject reason an operator may write. */
export const SHOP_ITEM_REJECT_REASON_MAX = 500;
