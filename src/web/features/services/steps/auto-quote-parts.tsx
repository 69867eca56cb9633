import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO_QUOTE } from '../../../../domain/limits';
import type { AutoQuoteWeek } from '../api/services';

/** The slider's top; the server takes more, typed budgets above it are kept. */
const SLIDER_MAX = 5_000;

/** The weekly budget as a slider in steps, with its hint and error. */
export function AutoQuoteBudget({ budget, onBudget, error }: { budget: number; onBudget: (budget: number) => void; error?: string }) {
  const { t } = useTranslation();
  const budgetId = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={budgetId}>
        {t('services>autoQuote>budget', { budget: budget.toLocaleString('en-US') })}
      </label>
      <input
        id={budgetId}
        type="range"
        className="services__slider"
        min={AUTO_QUOTE.sliderStep}
        max={Math.max(SLIDER_MAX, budget)}
        step={AUTO_QUOTE.sliderStep}
        value={budget}
        onChange={(e) => onBudget(Number(e.target.value))}
        aria-valuetext={t('services>autoQuote>budgetValue', { budget: budget.toLocaleString('en-US') })}
        aria-describedby={`${budgetId}-hint`}
      />
      <p className="field__hint" id={`${budgetId}-hint`}>
        {t('services>autoQuote>budgetHint', { step: AUTO_QUOTE.sliderStep })}
      </p>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}

/** Auto-quote's spending: this week against the budget, and the recent weeks in a table. */
export function AutoQuoteHistory({ weeks, weeklyBudget }: { weeks: AutoQuoteWeek[]; weeklyBudget: number }) {
  const { t } = useTranslation();
  const thisWeek = weeks[0];
  return (
    <>
      <h4>{t('services>autoQuote>history')}</h4>
      {thisWeek && <p className="form__note">{t('services>autoQuote>thisWeek', { spent: thisWeek.spent.toLocaleString('en-US'), budget: weeklyBudget.toLocaleString('en-US') })}</p>}
      {weeks.every((w) => w.quotes === 0) ? (
        <p>{t('services>autoQuote>historyEmpty')}</p>
      ) : (
        <table className="services__history">
          <thead>
            <tr>
              <th scope="col">{t('services>autoQuote>week')}</th>
              <th scope="col">{t('services>autoQuote>quotes')}</th>
              <th scope="col">{t('services>autoQuote>spent')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week_start}>
                <td>{t('services>autoQuote>weekOf', { date: w.week_start })}</td>
                <td>{w.quotes}</td>
                <td>{t('services>autoQuote>points', { points: w.spent.toLocaleString('en-US') })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
