import { useTranslation } from 'react-i18next';
import type { PriceFigures, PriceGuideResponse } from '../../../../domain/catalogue/content.types';
import { formatPrice, HOUR_UNIT } from '../../../../domain/money';
import { twdRange } from './content-format';

type Kind = 'flat' | 'hourly';
const KINDS: Kind[] = ['flat', 'hourly'];

/** A median in the house style: NT$2,200 for a job, NT$800 an hour with the hour unit. */
const medianText = (median: number, kind: Kind) => formatPrice({ low: median, unit: kind === 'hourly' ? HOUR_UNIT : null });

/** The headline figures of each price type that has enough quotes. */
export function PriceSummary({ guide }: { guide: PriceGuideResponse }) {
  const { t } = useTranslation();
  return (
    <div className="price-summary">
      {KINDS.map((kind) => {
        const f = guide.overall[kind];
        if (f.median === null || f.p25 === null || f.p75 === null) return null;
        return (
          <div key={kind} className="price-summary__card">
            <p className="price-summary__type">{t(`price>type>${kind}`)}</p>
            <p className="price-summary__median">
              <span className="price-summary__label">{t('price>median')}</span>
              <strong>{medianText(f.median, kind)}</strong>
            </p>
            <p className="price-summary__range">{t('price>range', { range: twdRange(f.p25, f.p75) })}</p>
            <p className="price-summary__count">{t('price>basedOn', { count: f.count })}</p>
          </div>
        );
      })}
    </div>
  );
}

function Cell({ figures, kind }: { figures: PriceFigures; kind: Kind }) {
  const { t } = useTranslation();
  if (figures.count === 0) return <span className="muted">{t('price>noQuotes')}</span>;
  if (figures.median === null || figures.p25 === null || figures.p75 === null) {
    return <span className="muted">{t('price>tooFew', { count: figures.count })}</span>;
  }
  return (
    <span>
      <strong>{medianText(figures.median, kind)}</strong> <span className="muted">({twdRange(figures.p25, figures.p75)})</span>
      <span className="price-cities__count">{t('price>quoteCount', { count: figures.count })}</span>
    </span>
  );
}

/** Figures by city: median and the middle half of quotes, or how many quotes there are so far. */
export function PriceByCity({ guide }: { guide: PriceGuideResponse }) {
  const { t } = useTranslation();
  const kinds = KINDS.filter((kind) => guide.overall[kind].count > 0);
  return (
    <ul className="price-cities">
      {guide.cities.map((row) => (
        <li key={row.city.slug} className="price-cities__row">
          <h3 className="price-cities__city">{row.city.name}</h3>
          <dl className="price-cities__figures">
            {kinds.map((kind) => (
              <div key={kind}>
                <dt>{t(`price>type>${kind}`)}</dt>
                <dd>
                  <Cell figures={row[kind]} kind={kind} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
