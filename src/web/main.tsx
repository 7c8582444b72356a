import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { startLanguage } from './app/i18n/activate-language.ts';
import { initialLanguage, LanguageSync } from './app/i18n/language-sync.tsx';
import { createRouter } from './app/router.tsx';
import { startPwaAfterLoad } from './app/start-pwa.ts';
import { persistor, store } from './app/store.ts';
import { watchOtherTabs } from './features/user/cross-tab-session.ts';
import { watchSession } from './features/user/session-watch.ts';
import './styles/global.css';
import './styles/phones.css';
import './styles/print.css';

watchSession(store);
watchOtherTabs(store);
// The service worker keeps the app shell, so the app (and the list page) opens with no network.
startPwaAfterLoad();
// The router starts loading the first page's chunk now, beside the language's catalog.
const router = createRouter();

// The first render waits for the language's texts (its own small chunk); index.html's header shows meanwhile.
void startLanguage(initialLanguage()).then(() => {
  const container = document.getElementById('root')!;
  // index.html paints a static header until now; the app starts from an empty root.
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Provider store={store}>
          <PersistGate loading={null} persistor={persistor}>
            <LanguageSync />
            <RouterProvider router={router} />
          </PersistGate>
        </Provider>
      </I18nProvider>
    </StrictMode>,
  );
});
