/**
 * The tab bar: a `tablist` named "Reads" with one `tab` per workspace (its title, its connection's
 * colour, a spinner while it reads, "Close tab"), "New tab", and the tab list's menu ("Reopen
 * closed tab"). A tab's context menu duplicates or closes it; tabs are dragged to a new place or
 * moved with Ctrl+Shift+PageUp/PageDown; the arrow keys go from tab to tab.
 */
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useApp, useAppStore } from '../../store/index.js';
import { openTabTitle, routeOf } from '../../store/tabs-slice.js';
import type { TabMeta } from '../../model/tabs/tab-list.js';
import { connectionHue } from '../../model/tabs/connection-colour.js';
import { describeTabRead, distinctTitles } from '../../model/tabs/tab-titles.js';
import { parseAny } from '../../routing/any-route.js';
import { TabMenu, type MenuAction } from './TabMenu.js';
import { useTabKeys } from './use-tab-keys.js';
import { keepTabScroll } from './tab-scroll.js';
import './tabs.css';

type Menu = { at: { x: number; y: number }; tabId?: string };

export function TabBar() {
  const store = useAppStore();
  const tabs = useApp((s) => s.tabs);
  const active = useApp((s) => s.activeTabId);
  // The open tab's title and spinner come from its live state; the others' from their entries.
  const activeTitle = useApp(openTabTitle);
  const activeRoute = useApp(routeOf);
  const activeReading = useApp((s) => s.read.status === 'reading');
  const activeConnection = useApp((s) => s.connectionId);
  const connections = useApp((s) => s.connections);
  const canReopen = useApp((s) => s.closed.length > 0);
  const [menu, setMenu] = useState<Menu | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  useTabKeys();
  useEffect(() => keepTabScroll(store), [store]);

  const s = () => store.getState();
  const connectionIds = connections.status === 'ready' ? connections.value.map((c) => c.id) : [];
  const nameOf = (id: string | undefined) =>
    (connections.status === 'ready' ? connections.value.find((c) => c.id === id)?.name : undefined) ?? id;
  // Tabs on one table are told apart by what differs in their reads (model/tabs/tab-titles.ts).
  const reads = tabs.map((tab) => {
    const isActive = tab.id === active;
    const route = (isActive && activeRoute) || tab.route;
    return { title: isActive ? activeTitle : tab.title, route: route ? parseAny(route) : null };
  });
  const titles = distinctTitles(reads, (id) => nameOf(id) ?? id);

  const onTabKey = (e: KeyboardEvent, tab: TabMeta, at: number) => {
    const focusTab = (id: string) => requestAnimationFrame(() => document.getElementById(`tab-${id}`)?.focus());
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const next = tabs[(at + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
      s().switchTab(next.id);
      focusTab(next.id);
    } else if (e.key === 'Delete') s().closeTab(tab.id);
    else if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
      const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
      setMenu({ at: { x: r.left, y: r.bottom }, tabId: tab.id });
    } else return;
    e.preventDefault();
  };

  const onTabMouse = (e: MouseEvent, tab: TabMeta) => {
    // Middle click closes, as in a browser.
    if (e.button === 1) {
      e.preventDefault();
      s().closeTab(tab.id);
    }
  };

  const tabActions = (id: string): MenuAction[] => [
    { label: 'Duplicate tab', run: () => s().duplicateTab(id) },
    { label: 'Close tab', run: () => s().closeTab(id) },
    { label: 'Reopen closed tab', run: () => s().reopenClosedTab(), disabled: !canReopen },
  ];

  return (
    <div className="tab-strip">
      <div role="tablist" aria-label="Reads" className="tab-list">
        {tabs.map((tab, at) => {
          const isActive = tab.id === active;
          const title = titles[at]!;
          const read = reads[at]!.route;
          const whole = read ? describeTabRead(read, (id) => nameOf(id) ?? id) : title;
          const reading = isActive ? activeReading : tab.reading;
          const connection = isActive ? activeConnection : tab.connectionId;
          return (
            <div
              key={tab.id}
              id={`tab-${tab.id}`}
              role="tab"
              aria-selected={isActive}
              aria-labelledby={`tab-${tab.id}-title`}
              aria-busy={reading || undefined}
              tabIndex={isActive ? 0 : -1}
              className={`tab${isActive ? ' active' : ''}${dragged === tab.id ? ' dragged' : ''}`}
              title={read ? whole : connection ? `${title}, on ${nameOf(connection)}` : title}
              draggable
              onClick={() => s().switchTab(tab.id)}
              onAuxClick={(e) => onTabMouse(e, tab)}
              onMouseDown={(e) => {
                if (e.button === 1) e.preventDefault();
              }}
              onKeyDown={(e) => onTabKey(e, tab, at)}
              onContextMenu={(e) => {
                e.preventDefault();
                setMenu({ at: { x: e.clientX, y: e.clientY }, tabId: tab.id });
              }}
              onDragStart={(e) => {
                setDragged(tab.id);
                e.dataTransfer.setData('text/x-ice-tab', tab.id);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(e) => {
                if (dragged) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                const id = e.dataTransfer.getData('text/x-ice-tab') || dragged;
                if (id) s().moveTab(id, at);
                setDragged(null);
              }}
            >
              {connection && (
                <span
                  className="tab-connection"
                  aria-hidden="true"
                  style={{ background: `hsl(${connectionHue(connection, connectionIds)} 65% 45%)` }}
                />
              )}
              <span id={`tab-${tab.id}-title`} className="tab-title">
                {title}
              </span>
              {reading && <span className="tab-spinner" aria-hidden="true" />}
              {/* Not focusable (a tab's content is not): the keyboard closes a tab with Delete or Ctrl+W. */}
              <span
                role="button"
                aria-label="Close tab"
                className="tab-close"
                onClick={(e) => {
                  e.stopPropagation();
                  s().closeTab(tab.id);
                }}
              >
                ×
              </span>
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className="tab-new"
        aria-label="New tab"
        title="New tab (Ctrl+T, or Alt+T in a browser)"
        onClick={() => s().newTab()}
      >
        +
      </button>
      <button
        type="button"
        className="tab-list-menu"
        aria-label="Tab list menu"
        aria-haspopup="menu"
        aria-expanded={menu !== null && menu.tabId === undefined}
        onClick={(e) => {
          const r = e.currentTarget.getBoundingClientRect();
          setMenu({ at: { x: r.left, y: r.bottom } });
        }}
      >
        ⋯
      </button>
      {menu && (
        <TabMenu
          label={menu.tabId ? 'Tab' : 'Tab list'}
          at={menu.at}
          onClose={() => setMenu(null)}
          actions={
            menu.tabId
              ? tabActions(menu.tabId)
              : [{ label: 'Reopen closed tab', run: () => s().reopenClosedTab(), disabled: !canReopen }]
          }
        />
      )}
    </div>
  );
}
