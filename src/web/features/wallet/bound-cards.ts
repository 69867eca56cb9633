import type { ApiClient } from '../../api/client';
import { getCardConfig, getCards, type SavedCard } from './api/wallet';

/** The signed-in user's cards bound at the configured gateway, for another feature's card payment. */
export async function loadBoundCards(api: ApiClient): Promise<SavedCard[]> {
  const config = await getCardConfig(api);
  return getCards(api, config.gateway);
}
