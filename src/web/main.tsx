import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
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
const router = createRouter();

const container = document.getElementById('root')!;
// index.html paints a static header until now; the app starts from an empty root.
container.replaceChildren();
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
