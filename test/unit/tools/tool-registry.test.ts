/**
 * The one list of tools (renderer/model/tools/tool-registry.ts) is what the tab bar, the kept
 * preference and the store's `ToolTab` derive from: its ids are unique, in the order the tabs show,
 * and only the form tools are reopened on the next run (the Design and Layout map tabs are views
 * of the read, not forms).
 */
import { expect, test } from 'vitest';
import { KEPT_TOOL_TABS, TOOLS, toolLabel } from '../../../renderer/model/tools/tool-registry.js';

test('ids are unique and the tabs keep their order and labels', () => {
  expect(new Set(TOOLS.map((t) => t.id)).size).toBe(TOOLS.length);
  expect(TOOLS.map((t) => t.label)).toEqual([
    'Shard fan-out',
    'Several partitions',
    'Edges',
    'Sort key drill-down',
    'Statistics',
    'Export',
    'Design',
    'Layout map',
  ]);
  expect(toolLabel('drill-down')).toBe('Sort key drill-down');
});

test('the kept preference reopens the form tools only', () => {
  expect(KEPT_TOOL_TABS).toEqual(['fan-out', 'partitions', 'edges', 'drill-down', 'statistics', 'export']);
});
