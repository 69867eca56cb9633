import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { Modal } from '../../components/modal';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { popupSet } from '../../store/ui-slice';
import { pricingPathBackTo } from '../wallet';
import { points } from './lead-figures';

/** What the credit falls short of, when the screen that opened the sheet knows it. */
export interface CreditShortfall {
  fee: number;
  balance: number;
}

/**
 * The price view for buying credit (spec section 2's UI state `priceView`), opened by a refusal
 * with code 10: what is missing and the way to buy credit, coming back to this page afterwards.
 */
export function PriceViewSheet({ shortfall }: { shortfall?: CreditShortfall | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.ui.priceView);
  const location = useLocation();
  const close = () => dispatch(popupSet({ popup: 'priceView', open: false }));
  const missing = shortfall ? Math.max(shortfall.fee - shortfall.balance, 0) : 0;
  return (
    <Modal
      open={open}
      title={t('works>priceView>title')}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('works>priceView>later')}
          </Button>
          <ButtonLink to={pricingPathBackTo(`${location.pathname}${location.search}`)} onClick={close}>
            {t('works>priceView>buy')}
          </ButtonLink>
        </>
      }
    >
      {shortfall && (
        <p className="price-view-sheet__figures">
          {t('works>priceView>figures', { fee: points(shortfall.fee), balance: points(shortfall.balance), missing: points(missing) })}
        </p>
      )}
      <p>{t('works>priceView>body')}</p>
    </Modal>
  );
}
