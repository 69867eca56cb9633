import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatTwd, TWD_PREFIX } from '../../../domain/money';
import type { LeadFigures } from './api/works';
import './quoting.css';

/** Credit points (one a TWD), grouped like money: 1,200. */
export function points(n: number): string {
  return formatTwd(n).replace(TWD_PREFIX, '');
}

/** What a lead costs (credit points) and how many pros have quoted it out of the cap. */
export function LeadFiguresLine({ figures, paid = false }: { figures: Partial<LeadFigures>; paid?: boolean }) {
  const { t } = useTranslation();
  const { quote_fee: fee, quote_count: count, quote_limit: limit } = figures;
  if (fee === undefined && (count === undefined || limit === undefined)) return null;
  return (
    <p className="lead-figures">
      {fee !== undefined && <span className="lead-figures__fee">{t(paid ? 'works>figures>feePaid' : 'works>figures>fee', { fee: points(fee) })}</span>}
      {count !== undefined && limit !== undefined && (
        <span className={count >= limit ? 'lead-figures__count lead-figures__count--full' : 'lead-figures__count'}>
          {t('works>figures>count', { count, limit })}
        </span>
      )}
    </p>
  );
}

const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"]';

/**
 * A card that opens from anywhere on it: a click on the card (not on one of its own controls,
 * nor the end of a text selection) goes where its title link goes. Keyboard users have the link.
 */
export function useCardOpen(to: string) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return;
    navigate(to);
  };
}
