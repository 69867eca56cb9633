import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScreenProps } from '../../routes/screen-types';
import { useModeSwitch } from '../../routes/use-mode-switch';
import { fetchCities } from '../../store/category-thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useEnsureCatalogue } from '../../store/use-ensure-catalogue';
import { AuthCard } from './auth-card';
import { SignUpForm } from './signup-form';
import { useAfterSignIn } from './use-after-sign-in';

/** A pro's sign-up from a category page: the category chosen, the city to pick; then pro mode. */
export function ProSignupScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useEnsureCatalogue();
  const slug = match.params.slug ?? '';
  const categories = useAppSelector((s) => s.category.categories);
  const cities = useAppSelector((s) => s.category.cities);
  const category = categories.find((c) => c.slug === slug);
  const switchMode = useModeSwitch();
  const afterSignIn = useAfterSignIn();

  useEffect(() => {
    void dispatch(fetchCities());
  }, [dispatch]);

  const choices = useMemo(
    () => ({
      categories: categories.map((c) => ({ value: c.slug, label: c.name })),
      cities: cities.map((c) => ({ value: c.name, label: c.name })),
      category: category?.slug ?? '',
    }),
    [categories, cities, category],
  );

  // A new pro sets up the profile first: onboarding, then the leads.
  const done = useCallback(() => {
    switchMode('pro');
    afterSignIn({ mode: 'pro', to: '/dashboard/onboarding' });
  }, [switchMode, afterSignIn]);

  return (
    <AuthCard
      title={category ? t('auth>proSignup>titleWith', { name: category.name }) : t('auth>proSignup>title')}
      lead={t('auth>proSignup>lead')}
      footer={
        <p>
          {t('auth>signup>haveAccount')} <Link to="/login">{t('auth>signup>toLogin')}</Link>
        </p>
      }
    >
      <SignUpForm pro={choices} onSignedUp={done} loginLink="/login" />
    </AuthCard>
  );
}
