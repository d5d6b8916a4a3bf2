import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { chooseApi } from './api/choose-api.js';
import { createAppStore, StoreContext } from './store/index.js';
import './styles.css';

const { api, mode } = chooseApi();
const store = createAppStore(api, mode);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreContext.Provider value={store}>
      <App />
    </StoreContext.Provider>
  </StrictMode>,
);
