import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { createI18n } from '../i18n';
import { type AppStore, createAppStore } from '../store';
import { preloaded } from './fixtures';

export const testI18n = createI18n();

/** Shows the router's current location, so tests can see where navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders with the store, i18n and a memory router, like the app does. */
export function renderWithApp(ui: ReactNode, { store = createAppStore(preloaded()), path = '/' }: { store?: AppStore; path?: string } = {}) {
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={testI18n}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, store };
}
