import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { createRouter } from './app/router.tsx';
import { persistor, store } from './app/store.ts';
import { watchOtherTabs } from './features/user/cross-tab-session.ts';
import { watchSession } from './features/user/session-watch.ts';
import './styles/global.css';

watchSession(store);
watchOtherTabs(store);
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
