/**
 * Which switches of connection take the address with them (the router clears it when
 * `connectionsLeft` moves): the user's own choices (the picker, an endpoint added, the one opened
 * after a removal) do; a link switching to its own connection, the start, and a secret or MFA code
 * typed for the connection in use do not. Real service and dynalite; the router's side is in the
 * e2e tests dead-endpoint-switch and own-key-link-restart.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAppStore } from '../../../renderer/store/index.js';
import { parseRoute } from '../../../renderer/routing/query-route.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { startTestServer, type RunningTestServer } from '../../support/test-servers.js';

let h: Harness;
let second: RunningTestServer;
beforeAll(async () => {
  h = await startHarness({ server: 'dynalite' });
  second = await startTestServer('dynalite');
});
afterAll(async () => {
  await h.close();
  await second.close();
});

test("the user's choices of another connection count as leaving it; a link's own switch and the start do not", async () => {
  const store = createAppStore(h.http, 'web');
  const s = () => store.getState();
  await s().loadConnections();
  const first = s().connectionId!;
  expect(first).toBeDefined();
  expect(s().connectionsLeft).toBe(0);

  await s().addEndpoint({ endpoint: second.endpoint, region: 'us-east-1', name: 'second' });
  const added = s().connectionId!;
  expect(added).not.toBe(first);
  expect(s().connectionsLeft).toBe(1);

  // A link naming the first connection switches back to it: its address is the one being opened.
  await s().openRoute(parseRoute(`#/query?table=Nothing&pk=x&conn=${encodeURIComponent(first)}`)!);
  expect(s().connectionId).toBe(first);
  expect(s().connectionsLeft).toBe(1);

  // The picker: another connection counts, the same one (a retry) does not.
  await s().chooseConnection(added);
  expect(s().connectionId).toBe(added);
  expect(s().connectionsLeft).toBe(2);
  await s().chooseConnection(added);
  await s().selectConnection(added);
  expect(s().connectionsLeft).toBe(2);

  // Removing the endpoint in use opens another one: the user left this one too.
  await s().removeEndpoint(added);
  expect(s().connectionId).toBe(first);
  expect(s().connectionsLeft).toBe(3);
}, 60_000);
