/** The payments feature as the rest of the server sees it. */
export { cardPaymentsPlugin, cardProviderOf } from './cards/card-payments.plugin';
export { CardPurchaseService, cardholderOf } from './cards/card-purchases.service';
export type { CardPaymentsDeps } from './cards/card-purchases.service';
export { requireCardForContactCharge, requireCardForSwitch, requireUsableCard } from './cards/card-requirement';
export { findCard } from './cards/cards.repository';
export { CardsService } from './cards/cards.service';
export { stripesRoutes } from './cards/stripes.routes';
export { tapPayRoutes } from './cards/tap-pay.routes';
export { createEcpayGateway } from './ecpay/ecpay.gateway';
export type { EcpayGateway } from './ecpay/ecpay.gateway';
export { ecpayPlugin } from './ecpay/ecpay.plugin';
export { ecpayRoutes } from './ecpay/ecpay.routes';
export { EcpayService } from './ecpay/ecpay.service';
export { packagesRoutes } from './packages/packages.routes';
export { expireUnpaidPurchases } from './purchases.repository';
export { enforcePaymentVelocity } from './velocity';
export { purchasesRoutes } from './purchases.routes';
export { PurchasesService } from './purchases.service';
