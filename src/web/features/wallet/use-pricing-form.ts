import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayType } from '../../../domain/payments/pay-type';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { Purchase } from './api/wallet';
import { type CardEntry, type CardField, cardEntryProblems } from './card-entry';
import type { CardSelection } from './card-picker';
import type { PricingTarget } from './pricing-target';
import { type Choice, customAmountProblem, orderOf, payTypeProblem, type Problem, rangesOf } from './purchase-form';
import { type CheckoutOutcome, useCheckout } from './use-checkout';
import { fetchCardSetup, fetchPackages } from './wallet-thunks';

const EMPTY_CARD: CardEntry = { number: '', expiry: '', ccv: '' };

/** The buy form's choices (credit, how to pay, which card), their problems, and the checkout they lead to. */
export function usePricingForm(target: PricingTarget) {
  const { t } = useTranslation('pricing');
  const { t: td } = useTranslation();
  const dispatch = useAppDispatch();
  const { packages, cards, cardConfig } = useAppSelector((s) => s.wallet);

  const [choice, setChoice] = useState<Choice | null>(target.amount ? { kind: 'custom', text: String(target.amount) } : null);
  const [payType, setPayType] = useState<PayType>('card');
  const [card, setCard] = useState<CardSelection | null>(null);
  const [entry, setEntry] = useState<CardEntry>(EMPTY_CARD);
  const [remember, setRemember] = useState(true);
  const [checked, setChecked] = useState(false);
  const [cardProblems, setCardProblems] = useState<Partial<Record<CardField, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [offline, setOffline] = useState<Purchase | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    if (!packages) void dispatch(fetchPackages());
    if (!cards) void dispatch(fetchCardSetup());
  }, [dispatch, packages, cards]);

  // A package named by the target is chosen once the packages are known.
  useEffect(() => {
    if (choice === null && target.packageId !== null && packages?.packages.some((p) => p.id === target.packageId)) {
      setChoice({ kind: 'package', packageId: target.packageId });
    }
  }, [choice, packages, target.packageId]);

  const cardSelection: CardSelection = card ?? cards?.find((c) => c.is_default)?.id ?? cards?.[0]?.id ?? 'new';
  const ranges = rangesOf(packages);
  const order = orderOf(choice, packages);
  const words = (p: Problem | null) => (p ? t(p.key, p.values) : undefined);
  const customError = checked && choice?.kind === 'custom' ? words(customAmountProblem(choice.text, ranges.custom)) : undefined;
  const payTypeError = order ? words(payTypeProblem(order.price, payType, ranges.payTypes[payType])) : undefined;

  const onOutcome = (outcome: CheckoutOutcome) => {
    if (outcome.kind === 'offline') setOffline(outcome.purchase);
    else if (outcome.kind === 'paid') {
      setChoice(null);
      setEntry(EMPTY_CARD);
      setChecked(false);
    } else if (outcome.kind === 'redirect') {
      setRedirecting(true);
      window.location.assign(outcome.url);
    } else if (outcome.kind === 'cardRefused') {
      setEntry({ ...entry, ccv: '' });
      setNotice(outcome.message || t('card>refused'));
    } else if (outcome.kind === 'invalid') setNotice(failureText(td, outcome.failure));
  };
  const checkout = useCheckout(onOutcome);

  const next = () => {
    setChecked(true);
    setNotice(null);
    if (!order) {
      if (choice === null) setNotice(t('buy>error>choose'));
      return;
    }
    if (payTypeError) return;
    if (payType === 'card' && cardSelection === 'new' && cardConfig?.mode === 'sandbox') {
      const problems = cardEntryProblems(entry);
      setCardProblems(problems);
      if (Object.keys(problems).length > 0) return;
    }
    checkout.ask({ order, payType, card: cardSelection, entry, remember });
  };

  return { choice, setChoice, payType, setPayType, cardSelection, setCard, entry, setEntry, remember, setRemember, cardProblems, notice, offline, setOffline, redirecting, ranges, order, customError, payTypeError, checkout, next };
}
