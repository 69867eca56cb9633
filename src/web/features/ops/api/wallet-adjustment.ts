import type { WalletAdjustmentBody } from '../../../../domain/ops/ops.contract';
import type { ApiClient } from '../../../api/client';

export const addWalletAdjustment = (api: ApiClient, body: WalletAdjustmentBody) =>
  api.request<Record<string, unknown>>('/ops/wallet_adjustments/add.json', { method: 'POST', body, quiet: true, guestOk: true });
