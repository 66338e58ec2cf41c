import { type LeaderDesk, createForwarder, createLeaderDesk } from './forwarding';
import { repeatable } from './repeatable-call';
import type { WorkerClient } from './worker-client';
import { config } from '../src/config/env';
import { variantKey } from '../src/config/variant';
import { type Call, FORWARD_CHANNEL, type ForwardMessage, LEADER_LOCK } from './worker-protocol';

/**
 * The fallback where SharedWorker is missing: every tab asks for one Web Lock, and the tab holding
 * it runs the mock in a dedicated worker for all of them, so the tabs still share one database.
 * Every call, the leader's own included, goes through the forwarder (forwarding.ts); the others'
 * cross FORWARD_CHANNEL. When the leader's tab closes, the browser gives the lock to a waiting tab,
 * which starts the worker from the IndexedDB snapshot and announces itself; the forwarders then
 * send again what the dead leader left unanswered. The lock is never released while the tab lives.
 */
export function electedWorker(startWorker: () => WorkerClient): WorkerClient {
  const tab = crypto.getRandomValues(new Uint32Array(2)).join('-');
  const channel = new BroadcastChannel(`${FORWARD_CHANNEL}:${variantKey(config)}`);
  let desk: LeaderDesk | null = null;

  const forwarder = createForwarder({
    tab,
    send: (message) => (desk ? desk.receive(message) : channel.postMessage(message)),
    repeatable,
  });
  const route = (message: ForwardMessage) =>
    'to' in message && message.to === tab ? forwarder.receive(message) : channel.postMessage(message);
  channel.addEventListener('message', ({ data }: MessageEvent<ForwardMessage>) => {
    desk?.receive(data);
    forwarder.receive(data);
  });

  void navigator.locks.request(`${LEADER_LOCK}:${variantKey(config)}`, () => {
    const worker = startWorker();
    desk = createLeaderDesk({ tab, answer: (call) => worker.call(call), reply: route });
    channel.postMessage({ type: 'leader', leader: tab } satisfies ForwardMessage);
    // This tab's own calls that were waiting on the previous leader.
    forwarder.receive({ type: 'leader', leader: tab });
    return new Promise<never>(() => undefined);
  });

  return {
    host: 'elected',
    leading: () => desk !== null,
    call: <T>(call: Call) => forwarder.call<T>(call),
  };
}
