/** The renderer's entry: loads the kept state, creates the store, mounts the app, then warms the first read's code once idle. */
import './zod-jitless.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { chooseApi } from './api/choose-api.js';
import { appStorage, startAppStorage } from './api/service-storage.js';
import { createAppStore, StoreContext } from './store/index.js';
import { warmFonts, warmFormats, whenIdle } from './ui/warm-up.js';
import { warmUpFirstRead } from './features/collections/first-read-warm-up.js';
import { watchUncaughtErrors } from './ui/error-log.js';
import { restoreAddressOnReload } from './routing/idle-address.js';
import './styles.css';

watchUncaughtErrors(window);
restoreAddressOnReload(window);

const { api, mode } = chooseApi();

// The kept state is loaded before the first render, so every panel reads it as it opens.
startAppStorage(api)
  .catch((e: unknown) => {
    appStorage().reportStartFailure(e);
  })
  .finally(() => {
    const store = createAppStore(api, mode);
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <StoreContext.Provider value={store}>
          <App />
        </StoreContext.Provider>
      </StrictMode>,
    );
    // The first read's frames should not be the ones that load the type faces and the locale's formats.
    whenIdle(() => {
      warmFonts();
      warmFormats();
      warmUpFirstRead(store);
    });
  });
