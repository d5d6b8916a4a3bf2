import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { chooseApi } from './api/choose-api.js';
import { appStorage, startAppStorage } from './features/history/app-storage.js';
import { createAppStore, StoreContext } from './store/index.js';
import { warmFonts, whenIdle } from './ui/warm-fonts.js';
import './styles.css';

const { api, mode } = chooseApi();

// The kept state is loaded before the first render, so every panel reads it as it opens.
startAppStorage(api).catch((e: unknown) => {
  appStorage().reportStartFailure(e);
}).finally(() => {
  const store = createAppStore(api, mode);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StoreContext.Provider value={store}>
        <App />
      </StoreContext.Provider>
    </StrictMode>,
  );
  // The first read's frame should not be the one that loads the type faces its rows are set in.
  whenIdle(() => warmFonts());
});
