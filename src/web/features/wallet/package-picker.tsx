import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money';
import { Input } from '../../components/input';
import type { Choice } from './purchase-form';
import type { AmountRange, CreditPackage } from './api/wallet';
import { RadioChoice } from './radio-choice';

interface PackagePickerProps {
  packages: CreditPackage[];
  custom: AmountRange;
  choice: Choice | null;
  onChoice: (choice: Choice) => void;
  /** The custom amount's problem, already in words. */
  customError?: string;
}

/** The packages (price, bonus credit, credit received) and an amount of one's own, as one radio group. */
export function PackagePicker({ packages, custom, choice, onChoice, customError }: PackagePickerProps) {
  const { t } = useTranslation('pricing');
  const name = useId();
  const amountId = useId();
  const customText = choice?.kind === 'custom' ? choice.text : '';
  return (
    <fieldset className="choices">
      <legend className="choices__legend">{t('buy>packages')}</legend>
      <ul className="choices__list choices__list--packages">
        {packages.map((p) => (
          <li key={p.id}>
            <RadioChoice
              name={name}
              checked={choice?.kind === 'package' && choice.packageId === p.id}
              onSelect={() => onChoice({ kind: 'package', packageId: p.id })}
              data={{ 'data-package-id': p.id }}
            >
              <span className="choice__title">{p.name}</span>
              <span className="choice__price">{formatTwd(p.price)}</span>
              <span className="choice__detail">{t('buy>packageCredit', { credit: p.credit.toLocaleString('en-US') })}</span>
              {p.bonus_credit > 0 && <span className="choice__bonus">{t('buy>bonus', { bonus: p.bonus_credit.toLocaleString('en-US') })}</span>}
            </RadioChoice>
          </li>
        ))}
        <li>
          <RadioChoice name={name} checked={choice?.kind === 'custom'} onSelect={() => onChoice({ kind: 'custom', text: customText })}>
            <span className="choice__title">{t('buy>custom')}</span>
            <span className="choice__detail">{t('credit>ranges>custom', { min: custom.min, max: custom.max })}</span>
          </RadioChoice>
        </li>
      </ul>
      {choice?.kind === 'custom' && (
        <Input
          id={amountId}
          label={t('buy>customAmount')}
          hint={t('buy>customHint', { min: custom.min, max: custom.max })}
          error={customError}
          inputMode="numeric"
          autoComplete="off"
          value={customText}
          onChange={(e) => onChoice({ kind: 'custom', text: e.target.value })}
        />
      )}
    </fieldset>
  );
}
